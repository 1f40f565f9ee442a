// Python inside Pyodide (in Node), for the Pyodide / CPython ratios, with the rules wheel unpacked as the site's
// worker does. `node pyodide_playouts.mjs <wheel> <code>` prints the value of <code>; with `--serve` instead of code
// it reads one JSON-encoded code string per line of stdin and answers each with one JSON line (one boot, many runs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import readline from "node:readline";

const require = createRequire(import.meta.url);
const [wheelPath, code] = process.argv.slice(2);
const pyodideDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../web/node_modules/pyodide");
const { loadPyodide } = require(path.join(pyodideDir, "pyodide.js"));
const py = await loadPyodide({ indexURL: pyodideDir + "/", packages: [] });
py.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel");
if (code !== "--serve") {
  console.log(py.runPython(code));
} else {
  for await (const line of readline.createInterface({ input: process.stdin })) {
    let answer;
    try {
      answer = { value: String(py.runPython(JSON.parse(line))) };
    } catch (err) {
      answer = { error: String(err) };
    }
    process.stdout.write(JSON.stringify(answer) + "\n");
  }
}
