// Tests of "sow: Describe Rules" with Node's test runner (`npm test`): the
// command contributed, and what it does on a fake of the VS Code API with
// a fake language server: the description opened beside the editor as
// Markdown, written again after an edit of its source (once for a burst
// of edits), and what it says where there is no server or no rules.
import { strict as assert } from "assert";
import { readFileSync } from "fs";
import { join } from "path";
import { test } from "node:test";

import {
  Describe,
  DescribeApi,
  REFRESH_AFTER_MS,
  describeRulesCommand,
  describedMarkdown,
  registerDescribe,
  rulesScheme,
  rulesUri,
  sourceOf,
} from "../describe";

const root = join(__dirname, "..", "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

test("the manifest contributes sow: Describe Rules", () => {
  const commands = manifest.contributes.commands as { command: string; title: string; category: string }[];
  const describe = commands.find((c) => c.command === describeRulesCommand);
  assert.deepEqual(describe, { command: "sow.describeRules", title: "Describe Rules", category: "sow" });
});

test("a description's URI names the file and holds its source", () => {
  const source = { path: "/games/my kalah.sow.toml", toString: () => "file:///games/my%20kalah.sow.toml" };
  const uri = rulesUri(source);
  assert.equal(uri, "sow-rules:/my%20kalah.sow.toml.md?file%3A%2F%2F%2Fgames%2Fmy%2520kalah.sow.toml");
  assert.equal(sourceOf({ query: uri.split("?")[1] }), "file:///games/my%20kalah.sow.toml");
});

test("the Markdown is read from the server's answer to sow.describe", () => {
  assert.equal(describedMarkdown({ markdown: "# Kalah\n" }), "# Kalah\n");
  assert.equal(describedMarkdown(null), null);
  assert.equal(describedMarkdown({ markdown: 3 }), null);
});

/** A URI as the fake editor holds it, parsed from `text`. */
function parse(text: string) {
  const [head, query = ""] = text.split("?");
  const scheme = head.slice(0, head.indexOf(":"));
  return { scheme, path: head.slice(scheme.length + 1), query, toString: () => text };
}

/** A fake of the VS Code API that records what the command does with it. */
function fakeApi(file: string | undefined) {
  type Listener<T> = (e: T) => void;
  const seen = {
    commands: new Map<string, () => Promise<void>>(),
    providers: new Map<string, { provideTextDocumentContent: (uri: unknown) => Promise<string>; onDidChange: (l: Listener<unknown>) => void }>(),
    shown: [] as { uri: string; language: string; options: object }[],
    fired: [] as string[],
    errors: [] as string[],
    edit: (_uri: string) => {},
  };
  const changes: Listener<{ document: { uri: { toString(): string } } }>[] = [];
  class EventEmitter<T> {
    listeners: Listener<T>[] = [];
    event = (l: Listener<T>) => this.listeners.push(l);
    fire(e: T) {
      this.listeners.forEach((l) => l(e));
    }
    dispose() {}
  }
  const api = {
    EventEmitter,
    commands: {
      registerCommand: (id: string, run: () => Promise<void>) => {
        seen.commands.set(id, run);
        return { dispose: () => {} };
      },
    },
    window: {
      activeTextEditor: file === undefined ? undefined : { document: { uri: parse(`file://${file}`) } },
      showErrorMessage: (message: string) => {
        seen.errors.push(message);
        return Promise.resolve(undefined);
      },
      showTextDocument: (doc: { uri: { toString(): string }; language: string }, options: object) => {
        seen.shown.push({ uri: doc.uri.toString(), language: doc.language, options });
        return Promise.resolve(undefined);
      },
    },
    languages: {
      setTextDocumentLanguage: (doc: { language: string }, language: string) => {
        doc.language = language;
        return Promise.resolve(doc);
      },
    },
    workspace: {
      registerTextDocumentContentProvider: (scheme: string, provider: never) => {
        seen.providers.set(scheme, provider);
        return { dispose: () => {} };
      },
      openTextDocument: (uri: { toString(): string }) => Promise.resolve({ uri, language: "plaintext" }),
      onDidChangeTextDocument: (l: Listener<{ document: { uri: { toString(): string } } }>) => {
        changes.push(l);
        return { dispose: () => {} };
      },
      onDidCloseTextDocument: () => ({ dispose: () => {} }),
    },
    ViewColumn: { Beside: -2 },
    Uri: { parse },
  };
  seen.edit = (uri: string) => changes.forEach((l) => l({ document: { uri: parse(uri) } }));
  return { api: api as unknown as DescribeApi, seen };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("Describe Rules shows the server's words beside the editor and writes them again after edits", async () => {
  const { api, seen } = fakeApi("/games/kalah.sow.toml");
  let seeds = 4;
  const asked: string[] = [];
  const describe: Describe = (uri) => {
    asked.push(uri);
    return Promise.resolve(`# Kalah\n\nEach hole starts with ${seeds} seeds.\n`);
  };
  const context = { subscriptions: [] as { dispose(): unknown }[] };
  registerDescribe(context, api, describe);
  const open = seen.commands.get(describeRulesCommand);
  assert.ok(open, "the command is registered");
  await open();
  assert.deepEqual(seen.errors, []);
  assert.equal(seen.shown.length, 1);
  const shown = seen.shown[0];
  assert.equal(shown.uri, rulesUri({ path: "/games/kalah.sow.toml", toString: () => "file:///games/kalah.sow.toml" }));
  assert.equal(shown.language, "markdown");
  assert.deepEqual(shown.options, { viewColumn: -2, preserveFocus: true, preview: false });
  const provider = seen.providers.get(rulesScheme);
  assert.ok(provider, "the scheme has a provider");
  provider.onDidChange((uri) => seen.fired.push(String(uri)));
  const text = await provider.provideTextDocumentContent(parse(shown.uri));
  assert.equal(text, "# Kalah\n\nEach hole starts with 4 seeds.\n");
  assert.deepEqual(asked, ["file:///games/kalah.sow.toml"]);
  // A burst of edits of the source: the description is asked again once.
  seeds = 5;
  seen.edit("file:///games/kalah.sow.toml");
  seen.edit("file:///games/kalah.sow.toml");
  seen.edit("file:///games/other.sow.toml");
  assert.deepEqual(seen.fired, []);
  await sleep(REFRESH_AFTER_MS + 100);
  assert.deepEqual(seen.fired, [shown.uri]);
  assert.match(await provider.provideTextDocumentContent(parse(shown.uri)), /starts with 5 seeds/);
});

test("Describe Rules says why where there are no words", async () => {
  const { api, seen } = fakeApi("/games/broken.sow.toml");
  const answers: (string | null | undefined | Error)[] = [null, undefined, new Error("no open variant file has that URI")];
  const describe: Describe = () => {
    const next = answers.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  registerDescribe({ subscriptions: [] }, api, describe);
  const provider = seen.providers.get(rulesScheme);
  assert.ok(provider);
  const uri = parse(rulesUri({ path: "/games/broken.sow.toml", toString: () => "file:///games/broken.sow.toml" }));
  assert.match(await provider.provideTextDocumentContent(uri), /errors that leave no rules/);
  assert.match(await provider.provideTextDocumentContent(uri), /not running, or is too old/);
  assert.match(await provider.provideTextDocumentContent(uri), /no open variant file has that URI/);
});

test("Describe Rules without a file in the editor says so", async () => {
  const { api, seen } = fakeApi(undefined);
  registerDescribe({ subscriptions: [] }, api, () => Promise.resolve("# x\n"));
  await seen.commands.get(describeRulesCommand)?.();
  assert.deepEqual(seen.errors, ["sow: Describe Rules needs a variant file (*.sow.toml) in the editor."]);
  assert.equal(seen.shown.length, 0);
});
