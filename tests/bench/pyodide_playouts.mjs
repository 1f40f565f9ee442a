// Random playouts inside Pyodide (in Node), for the Pyodide / CPython ratio: node pyodide_playouts.mjs <wheel> <code>
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const [wheelPath, code] = process.argv.slice(2);
const pyodideDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../web/node_modules/pyodide");
const { loadPyodide } = require(path.join(pyodideDir, "pyodide.js"));
const py = await loadPyodide({ indexURL: pyodideDir + "/", packages: [] });
py.unpackArchive(new Uint8Array(readFileSync(wheelPath)), "wheel");
console.log(py.runPython(code));
