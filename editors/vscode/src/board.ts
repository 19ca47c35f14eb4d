// "sow: Open Board": shows the board of the active variant file in a
// webview beside the editor. The language server serves it when it offers
// `sow.serveBoard`: a page of the document as it is in the editor, which
// follows every edit, saved or not. Otherwise `sow view FILE --port 0`
// serves the file on disk, and the page follows it as it is saved. The
// `vscode` module is imported for its types only and handed in
// (`BoardApi`), so that this file runs under Node's own test runner with a
// fake of it.
import { ChildProcess, spawn } from "child_process";
import { createInterface } from "readline";
import type * as vscode from "vscode";

export const openBoardCommand = "sow.openBoard";

/** The language server's command that serves a document's board. */
export const serveBoardCommand = "sow.serveBoard";

/**
 * Asks the language server for the URL of the board of the document at
 * `uri`, as it is in the editor; undefined when the server does not offer
 * it (none is running, or an older `sow`). Rejects with the server's
 * error.
 */
export type ServeBoard = (uri: string) => Promise<string | undefined>;

/** The URL in the server's answer to `sow.serveBoard`. */
export function servedUrl(answer: unknown): string | undefined {
  const url = (answer as { url?: unknown } | null | undefined)?.url;
  return typeof url === "string" && urlOf(url) === url ? url : undefined;
}

/** What the board uses of the VS Code API. */
export type BoardApi = Pick<typeof vscode, "commands" | "window" | "ViewColumn" | "env" | "Uri">;

/** A running `sow view` and the URL of its page. */
export interface Viewer {
  url: string;
  child: ChildProcess;
}

/**
 * The page's URL in the line `sow view` prints first: its keyed URL
 * (`/k/KEY/`, served by any address, as through a forwarded port) when it
 * gives one, else its plain one.
 */
export function urlOf(line: string): string | undefined {
  const found = line.match(/http:\/\/127\.0\.0\.1:\d+\/(?:k\/[0-9a-f]{32}\/)?/g) ?? [];
  return found.find((url) => url.includes("/k/")) ?? found[0];
}

/** Starts `sow view FILE --port 0` and resolves once it prints its URL. */
export function startView(sow: string, file: string): Promise<Viewer> {
  const child = spawn(sow, ["view", file, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let errors = "";
    child.stderr?.on("data", (chunk) => (errors += String(chunk)));
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`sow view exited with ${code}: ${errors.trim()}`)));
    if (child.stdout === null) {
      reject(new Error("sow view has no output"));
      return;
    }
    createInterface({ input: child.stdout }).once("line", (line) => {
      const url = urlOf(line);
      if (url === undefined) {
        child.kill();
        reject(new Error(`no URL in what sow view printed: ${line}`));
      } else {
        resolve({ url, child });
      }
    });
  });
}

/**
 * The webview's page: the board's page framed, and nothing else allowed.
 * sow view lets only a vscode-webview: document frame it (its
 * `frame-ancestors`), and answers only its own Host and Origin.
 */
export function boardHtml(url: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; frame-src ${url}; style-src 'unsafe-inline';">
<style>html, body, iframe { margin: 0; padding: 0; border: 0; width: 100%; height: 100%; overflow: hidden; }</style>
</head>
<body><iframe src="${url}" title="sow view"></iframe></body>
</html>`;
}

/**
 * Registers "sow: Open Board". `serveBoard` asks the language server for
 * the document's board; `sowPath` finds the executable for `sow view`
 * (undefined when there is none, which it has told the user). A panel of
 * `sow view` stops it when it closes; a board the server serves lasts
 * until the document closes.
 */
export function registerBoard(
  context: Pick<vscode.ExtensionContext, "subscriptions">,
  api: BoardApi,
  sowPath: () => string | undefined,
  serveBoard: ServeBoard = () => Promise.resolve(undefined),
): void {
  const open = async (): Promise<void> => {
    const document = api.window.activeTextEditor?.document;
    if (document === undefined) {
      void api.window.showErrorMessage("sow: Open Board needs a variant file (*.sow.toml) in the editor.");
      return;
    }
    const name = document.uri.path.split("/").pop() ?? document.uri.path;
    let served: string | undefined;
    let refused: string | undefined;
    try {
      served = await serveBoard(document.uri.toString());
    } catch (e) {
      refused = String(e instanceof Error ? e.message : e);
    }
    if (served !== undefined) {
      await show(api, name, served);
      return;
    }
    if (document.uri.scheme !== "file") {
      const why = refused === undefined ? "" : ` (${refused})`;
      void api.window.showErrorMessage(`sow: Open Board needs a saved variant file (*.sow.toml) in the editor${why}.`);
      return;
    }
    const sow = sowPath();
    if (sow === undefined) {
      return;
    }
    let viewer: Viewer;
    try {
      viewer = await startView(sow, document.uri.fsPath);
    } catch (e) {
      void api.window.showErrorMessage(`sow view failed: ${String(e instanceof Error ? e.message : e)}`);
      return;
    }
    (await show(api, name, viewer.url)).onDidDispose(() => viewer.child.kill());
  };
  context.subscriptions.push(api.commands.registerCommand(openBoardCommand, open));
}

/**
 * A panel beside the editor that frames the page at `url`. In a remote
 * window (SSH, a container, a codespace) `sow` runs on the remote machine
 * and the webview on this one: `asExternalUri` forwards a port to it and
 * gives the URL to use here (the same URL where both are local). The
 * page then comes by another address, which the keyed URL allows.
 */
async function show(api: BoardApi, name: string, url: string): Promise<vscode.WebviewPanel> {
  const external = (await api.env.asExternalUri(api.Uri.parse(url))).toString(true);
  const panel = api.window.createWebviewPanel("sow.board", `Board: ${name}`, api.ViewColumn.Beside, {
    enableScripts: true,
    retainContextWhenHidden: true,
  });
  panel.webview.html = boardHtml(external);
  return panel;
}
