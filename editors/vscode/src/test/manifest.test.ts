// Tests of what the extension contributes (package.json and its grammar),
// with Node's test runner (`npm test`).
import { strict as assert } from "assert";
import { readFileSync } from "fs";
import { join } from "path";
import { test } from "node:test";

// out/test/ → the extension's folder.
const root = join(__dirname, "..", "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

interface Rule {
  match?: string;
  begin?: string;
  name?: string;
  patterns?: Rule[];
}

test("the sow language is *.sow.toml, with its own grammar", () => {
  const languages = manifest.contributes.languages as { id: string; extensions: string[] }[];
  assert.deepEqual(
    languages.map((l) => [l.id, l.extensions]),
    [["sow", [".sow.toml"]]],
  );
  const grammars = manifest.contributes.grammars as { language: string; scopeName: string; path: string }[];
  assert.equal(grammars.length, 1);
  assert.equal(grammars[0].language, "sow");
  const grammar = JSON.parse(readFileSync(join(root, grammars[0].path), "utf8"));
  assert.equal(grammar.scopeName, grammars[0].scopeName);
});

test("it activates on the sow language and on a workspace holding variant files", () => {
  assert.deepEqual(manifest.activationEvents, [
    "onLanguage:sow",
    "workspaceContains:**/*.sow.toml",
  ]);
});

test("the grammar tells a variant file's comments, tables, keys and values apart", () => {
  const grammars = manifest.contributes.grammars as { path: string }[];
  const grammar = JSON.parse(readFileSync(join(root, grammars[0].path), "utf8"));
  const repo = grammar.repository as Record<string, Rule>;
  const first = (pattern: string | undefined, line: string): string | undefined =>
    pattern === undefined ? undefined : (new RegExp(pattern).exec(line) ?? [])[0];

  assert.equal(first(repo.comment.match, "columns = 6 # per row"), "# per row");
  assert.equal(first(repo.table.match, "[[landing]]"), "[[landing]]");
  assert.equal(new RegExp(repo.table.match ?? "").exec("[board.sizes]")?.[2], "board.sizes");
  assert.equal(new RegExp(repo.entry.begin ?? "").exec("when = { hole = \"own\" }")?.[1], "when");

  const value = (name: string): string | undefined =>
    repo.value.patterns?.find((p) => p.name === name)?.match;
  assert.equal(first(value("string.quoted.double.sow"), 'track = "a1-f1"'), '"a1-f1"');
  assert.equal(first(value("constant.numeric.sow"), "seeds = 4"), "4");
  assert.equal(first(value("constant.language.boolean.sow"), "enabled = true"), "true");
});
