// Tests of "sow: Open Board" with Node's test runner (`npm test`): the
// command contributed and registered, and what it does with a fake `sow`
// that prints a URL as `sow view` does, on a fake of the VS Code API.
import { strict as assert } from "assert";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { test } from "node:test";

import { BoardApi, boardHtml, openBoardCommand, registerBoard, urlOf } from "../board";

const root = join(__dirname, "..", "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

test("the manifest contributes sow: Open Board", () => {
  const commands = manifest.contributes.commands as { command: string; title: string; category: string }[];
  const board = commands.find((c) => c.command === openBoardCommand);
  assert.deepEqual(board, { command: "sow.openBoard", title: "Open Board", category: "sow" });
});

test("the URL is read from sow view's first line", () => {
  assert.equal(urlOf("sow view: http://127.0.0.1:40123/ (Ctrl-C stops)"), "http://127.0.0.1:40123/");
  assert.equal(urlOf("error: cannot listen"), undefined);
});

test("the webview frames the page and allows nothing else", () => {
  const html = boardHtml("http://127.0.0.1:40123/");
  assert.match(html, /<iframe src="http:\/\/127\.0\.0\.1:40123\/"/);
  assert.match(html, /default-src 'none'; frame-src http:\/\/127\.0\.0\.1:40123\/;/);
});

/** A fake of the VS Code API that records what the board does with it. */
function fakeApi(file: string | undefined) {
  const seen = {
    commands: new Map<string, () => Promise<void>>(),
    panels: [] as { title: string; column: number; options: object; webview: { html: string }; dispose: () => void }[],
    errors: [] as string[],
  };
  const api = {
    commands: {
      registerCommand: (id: string, run: () => Promise<void>) => {
        seen.commands.set(id, run);
        return { dispose: () => seen.commands.delete(id) };
      },
    },
    window: {
      activeTextEditor: file === undefined ? undefined : { document: { uri: { scheme: "file", fsPath: file } } },
      showErrorMessage: (message: string) => {
        seen.errors.push(message);
        return Promise.resolve(undefined);
      },
      createWebviewPanel: (_type: string, title: string, column: number, options: object) => {
        let disposed = () => {};
        const panel = {
          title,
          column,
          options,
          webview: { html: "" },
          onDidDispose: (run: () => void) => {
            disposed = run;
          },
          dispose: () => disposed(),
        };
        seen.panels.push(panel);
        return panel;
      },
    },
    ViewColumn: { Beside: -2 },
  };
  return { api: api as unknown as BoardApi, seen };
}

/** A `sow` that records its arguments and prints a URL as `sow view` does. */
function fakeSow(): { sow: string; args: string } {
  const dir = mkdtempSync(join(tmpdir(), "sow-board-"));
  const sow = join(dir, "sow");
  const args = join(dir, "args");
  writeFileSync(
    sow,
    `#!/bin/sh\necho "$@" > '${args}'\necho "sow view: http://127.0.0.1:40123/ (Ctrl-C stops)"\nexec sleep 30\n`,
  );
  chmodSync(sow, 0o755);
  return { sow, args };
}

test("Open Board runs sow view on the file and shows its page beside the editor", async () => {
  const { api, seen } = fakeApi("/games/kalah.sow.toml");
  const { sow, args } = fakeSow();
  const context = { subscriptions: [] as { dispose(): unknown }[] };
  registerBoard(context, api, () => sow);
  assert.equal(context.subscriptions.length, 1);
  const open = seen.commands.get(openBoardCommand);
  assert.ok(open, "the command is registered");
  await open();
  assert.deepEqual(seen.errors, []);
  assert.equal(readFileSync(args, "utf8").trim(), "view /games/kalah.sow.toml --port 0");
  assert.equal(seen.panels.length, 1);
  const panel = seen.panels[0];
  assert.equal(panel.title, "Board: kalah.sow.toml");
  assert.equal(panel.column, -2, "beside the editor");
  assert.deepEqual(panel.options, { enableScripts: true, retainContextWhenHidden: true });
  assert.equal(panel.webview.html, boardHtml("http://127.0.0.1:40123/"));
  panel.dispose(); // stops the fake sow view
});

test("Open Board without a file in the editor says so", async () => {
  const { api, seen } = fakeApi(undefined);
  registerBoard({ subscriptions: [] }, api, () => "/nowhere/sow");
  await seen.commands.get(openBoardCommand)?.();
  assert.equal(seen.panels.length, 0);
  assert.match(seen.errors[0] ?? "", /needs a saved variant file/);
});
