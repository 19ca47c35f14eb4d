// Tests of "sow: Open Board" with Node's test runner (`npm test`): the
// command contributed and registered, and what it does on a fake of the
// VS Code API: with a fake language server that serves the document's
// board, and without, falling back to a fake `sow` that prints a URL as
// `sow view` does.
import { strict as assert } from "assert";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { test } from "node:test";

import { BoardApi, ServeBoard, boardHtml, openBoardCommand, registerBoard, servedUrl, urlOf } from "../board";

const root = join(__dirname, "..", "..");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

test("the manifest contributes sow: Open Board", () => {
  const commands = manifest.contributes.commands as { command: string; title: string; category: string }[];
  const board = commands.find((c) => c.command === openBoardCommand);
  assert.deepEqual(board, { command: "sow.openBoard", title: "Open Board", category: "sow" });
});

const KEY = "0123456789abcdef0123456789abcdef";

test("the URL is read from sow view's first line, keyed when it gives one", () => {
  assert.equal(urlOf("sow view: http://127.0.0.1:40123/ (Ctrl-C stops)"), "http://127.0.0.1:40123/");
  assert.equal(
    urlOf(`sow view: http://127.0.0.1:40123/ (Ctrl-C stops; through a forwarded port or from a remote editor: http://127.0.0.1:40123/k/${KEY}/)`),
    `http://127.0.0.1:40123/k/${KEY}/`,
  );
  assert.equal(urlOf("error: cannot listen"), undefined);
});

test("the webview frames the page and allows nothing else", () => {
  const html = boardHtml("http://127.0.0.1:40123/");
  assert.match(html, /<iframe src="http:\/\/127\.0\.0\.1:40123\/"/);
  assert.match(html, /default-src 'none'; frame-src http:\/\/127\.0\.0\.1:40123\/;/);
});

test("the URL is read from the server's answer to sow.serveBoard", () => {
  assert.equal(servedUrl({ url: "http://127.0.0.1:40124/" }), "http://127.0.0.1:40124/");
  assert.equal(servedUrl({ url: `http://127.0.0.1:40124/k/${KEY}/` }), `http://127.0.0.1:40124/k/${KEY}/`);
  assert.equal(servedUrl({ url: "http://127.0.0.1:40124/k/../" }), undefined);
  assert.equal(servedUrl({ url: "http://evil.example/" }), undefined);
  assert.equal(servedUrl(null), undefined);
  assert.equal(servedUrl("http://127.0.0.1:40124/"), undefined);
});

/** A document's URI as the fake editor holds it. */
function fakeUri(scheme: string, path: string) {
  return { scheme, path, fsPath: path, toString: () => `${scheme}://${path}` };
}

/**
 * A fake of the VS Code API that records what the board does with it.
 * `forwarded` is the local port a remote window forwards to the page's
 * (none: a local window, where `asExternalUri` gives the URL back).
 */
function fakeApi(file: string | undefined, scheme = "file", forwarded?: number) {
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
      activeTextEditor: file === undefined ? undefined : { document: { uri: fakeUri(scheme, file) } },
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
    Uri: { parse: (url: string) => ({ url, toString: () => url }) },
    env: {
      asExternalUri: (uri: { url: string }) => {
        const url =
          forwarded === undefined ? uri.url : uri.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, `http://localhost:${forwarded}`);
        return Promise.resolve({ toString: () => url });
      },
    },
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
  assert.match(seen.errors[0] ?? "", /needs a variant file/);
});

/** A fake language server that serves boards, and the URIs it was asked about. */
function fakeServer(url: string): { serveBoard: ServeBoard; asked: string[] } {
  const asked: string[] = [];
  return {
    serveBoard: (uri) => {
      asked.push(uri);
      return Promise.resolve(url);
    },
    asked,
  };
}

test("Open Board frames the board the language server serves of the document as edited", async () => {
  const { api, seen } = fakeApi("/games/kalah.sow.toml");
  const { serveBoard, asked } = fakeServer("http://127.0.0.1:40124/");
  const sowAsked: string[] = [];
  registerBoard({ subscriptions: [] }, api, () => {
    sowAsked.push("sow");
    return "/nowhere/sow";
  }, serveBoard);
  await seen.commands.get(openBoardCommand)?.();
  assert.deepEqual(seen.errors, []);
  assert.deepEqual(asked, ["file:///games/kalah.sow.toml"]);
  assert.deepEqual(sowAsked, [], "no sow view is started");
  assert.equal(seen.panels.length, 1);
  assert.equal(seen.panels[0].title, "Board: kalah.sow.toml");
  assert.equal(seen.panels[0].webview.html, boardHtml("http://127.0.0.1:40124/"));
});

test("Open Board of an unsaved new document is the server's to serve", async () => {
  const { api, seen } = fakeApi("Untitled-1.sow.toml", "untitled");
  const { serveBoard, asked } = fakeServer("http://127.0.0.1:40125/");
  registerBoard({ subscriptions: [] }, api, () => undefined, serveBoard);
  await seen.commands.get(openBoardCommand)?.();
  assert.deepEqual(asked, ["untitled://Untitled-1.sow.toml"]);
  assert.equal(seen.panels[0]?.webview.html, boardHtml("http://127.0.0.1:40125/"));
  // A server that does not serve it leaves nothing on disk to view.
  const without = fakeApi("Untitled-1.sow.toml", "untitled");
  const refusing: ServeBoard = () => Promise.reject(new Error("no open variant file has that URI"));
  registerBoard({ subscriptions: [] }, without.api, () => "/nowhere/sow", refusing);
  await without.seen.commands.get(openBoardCommand)?.();
  assert.equal(without.seen.panels.length, 0);
  assert.match(without.seen.errors[0] ?? "", /needs a saved variant file .*no open variant file has that URI/);
});

test("Open Board falls back to sow view when the server does not offer boards", async () => {
  const { api, seen } = fakeApi("/games/kalah.sow.toml");
  const { sow, args } = fakeSow();
  registerBoard({ subscriptions: [] }, api, () => sow, () => Promise.resolve(undefined));
  await seen.commands.get(openBoardCommand)?.();
  assert.deepEqual(seen.errors, []);
  assert.equal(readFileSync(args, "utf8").trim(), "view /games/kalah.sow.toml --port 0");
  assert.equal(seen.panels[0]?.webview.html, boardHtml("http://127.0.0.1:40123/"));
  seen.panels[0]?.dispose();
});

test("Open Board in a remote window frames the page through the port forwarded to it", async () => {
  const { api, seen } = fakeApi("/games/kalah.sow.toml", "vscode-remote", 50999);
  const { serveBoard } = fakeServer(`http://127.0.0.1:40126/k/${KEY}/`);
  registerBoard({ subscriptions: [] }, api, () => undefined, serveBoard);
  await seen.commands.get(openBoardCommand)?.();
  assert.deepEqual(seen.errors, []);
  assert.equal(seen.panels[0]?.webview.html, boardHtml(`http://localhost:50999/k/${KEY}/`));
});
