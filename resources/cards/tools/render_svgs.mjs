// Render the React card components of @letele/playing-cards@0.1.0 to plain SVG files.
//
// Usage:  node render_svgs.mjs SCRATCH_DIR OUT_DIR
//   SCRATCH_DIR  a folder where `npm install @letele/playing-cards@0.1.0 react@18 react-dom@18`
//                was run (it holds node_modules/); OUT_DIR receives B1.svg, B2.svg, C2.svg ... J1.svg, J2.svg
//                (56 files, the package's own names: suit letter first, ranks a 2-10 j q k).
// The output still uses <use> -> <symbol>; run build_deck.py (flatten_svg.py) on it next.
// See resources/cards/README.md.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [scratch, outDir] = process.argv.slice(2).map((p) => resolve(p));
if (!scratch || !outDir) {
  console.error("usage: node render_svgs.mjs SCRATCH_DIR OUT_DIR");
  process.exit(2);
}
// The package's dist file is an ES module with a .js name in a package without "type": "module",
// so Node needs a copy named .mjs. It sits in SCRATCH_DIR so that its own imports (react,
// @babel/runtime) resolve from SCRATCH_DIR/node_modules.
const deckFile = join(scratch, "deck.mjs");
copyFileSync(join(scratch, "node_modules/@letele/playing-cards/dist/index.esm.js"), deckFile);

const require = createRequire(join(scratch, "package.json"));
const React = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
const deck = await import(pathToFileURL(deckFile).href);

mkdirSync(outDir, { recursive: true });
let count = 0;
for (const [name, Component] of Object.entries(deck)) {
  let svg = renderToStaticMarkup(React.createElement(Component));
  // Add the xlink namespace only when React did not emit it (a duplicate attribute makes Qt reject the file).
  if (!svg.slice(0, svg.indexOf(">")).includes("xmlns:xlink")) {
    svg = svg.replace("<svg ", '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ');
  }
  writeFileSync(join(outDir, `${name}.svg`), svg + "\n");
  count += 1;
}
console.log(`wrote ${count} SVG files to ${outDir}`);
