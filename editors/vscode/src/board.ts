// "sow: Open Board": runs `sow view FILE --port 0` for the active variant
// file and shows its page in a webview beside the editor. The page follows
// the file as it is saved (sow view polls it on disk). The `vscode` module
// is imported for its types only and handed in (`BoardApi`), so that this
// file runs under Node's own test runner with a fake of it.
import { ChildProcess, spawn } from "child_process";
import { createInterface } from "readline";
import type * as vscode from "vscode";

export const openBoardCommand = "sow.openBoard";

/** What the board uses of the VS Code API. */
export type BoardApi = Pick<typeof vscode, "commands" | "window" | "ViewColumn">;

/** A running `sow view` and the URL of its page. */
export interface Viewer {
  url: string;
  child: ChildProcess;
}

/** The page's URL in the line `sow view` prints first. */
export function urlOf(line: string): string | undefined {
  return /http:\/\/127\.0\.0\.1:\d+\//.exec(line)?.[0];
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
 * Registers "sow: Open Board". `sowPath` finds the executable (undefined
 * when there is none, which it has told the user). Each panel stops its
 * `sow view` when it closes.
 */
export function registerBoard(
  context: Pick<vscode.ExtensionContext, "subscriptions">,
  api: BoardApi,
  sowPath: () => string | undefined,
): void {
  const open = async (): Promise<void> => {
    const document = api.window.activeTextEditor?.document;
    if (document === undefined || document.uri.scheme !== "file") {
      void api.window.showErrorMessage("sow: Open Board needs a saved variant file (*.sow.toml) in the editor.");
      return;
    }
    const sow = sowPath();
    if (sow === undefined) {
      return;
    }
    const file = document.uri.fsPath;
    let viewer: Viewer;
    try {
      viewer = await startView(sow, file);
    } catch (e) {
      void api.window.showErrorMessage(`sow view failed: ${String(e instanceof Error ? e.message : e)}`);
      return;
    }
    const name = file.split(/[\\/]/).pop() ?? file;
    const panel = api.window.createWebviewPanel("sow.board", `Board: ${name}`, api.ViewColumn.Beside, {
      enableScripts: true,
      retainContextWhenHidden: true,
    });
    panel.webview.html = boardHtml(viewer.url);
    panel.onDidDispose(() => viewer.child.kill());
  };
  context.subscriptions.push(api.commands.registerCommand(openBoardCommand, open));
}
