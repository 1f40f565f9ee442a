// Python inside Pyodide (in Node), for the Pyodide / CPython ratios, with the rules wheel on sys.path as the site's
// worker has it. `node pyodide_playouts.mjs <wheel> <code>` prints the value of <code>; with `--serve` instead of code
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
const rulesZip = `/lib/${path.basename(wheelPath)}`; // imported from as it is, as the worker does
py.FS.writeFile(rulesZip, new Uint8Array(readFileSync(wheelPath)));
py.pyimport("sys").path.insert(0, rulesZip);
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
