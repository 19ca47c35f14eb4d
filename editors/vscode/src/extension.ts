// The sow extension: starts `sow lsp` for *.sow.toml files, "sow: Open
// Board" shows a document's board beside the editor (served by the
// language server as the document is edited, else by `sow view`), and
// "sow: Describe Rules" its rules in words beside it.
import * as vscode from "vscode";
import { ExtensionContext, OutputChannel, commands, window, workspace } from "vscode";
import {
  ExecuteCommandRequest,
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";

import { registerBoard, serveBoardCommand, servedUrl } from "./board";
import { describeCommand, describedMarkdown, registerDescribe } from "./describe";
import { findServer } from "./server";

/** Which documents the server gets: every *.sow.toml, whatever its language. */
export const documentSelector = [
  { scheme: "file", pattern: "**/*.sow.toml" },
  { scheme: "untitled", pattern: "**/*.sow.toml" },
];

let client: LanguageClient | undefined;
let output: OutputChannel | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  output = window.createOutputChannel("sow");
  context.subscriptions.push(
    output,
    commands.registerCommand("sow.restartServer", () => restart()),
    workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration("sow.server")) {
        await restart();
      }
    }),
  );
  registerBoard(context, vscode, findSow, serveBoard);
  registerDescribe(context, vscode, describeRules);
  await start();
}

/** The `sow` executable, or undefined when there is none (said in the output). */
function findSow(): string | undefined {
  const found = findServer(workspace.getConfiguration("sow").get<string>("server.path") ?? "");
  if (found.kind === "missing") {
    output?.appendLine(found.message);
    void window.showErrorMessage(found.message);
    return undefined;
  }
  return found.path;
}

/**
 * The language server's answer to its command `command` about the
 * document at `uri`, or undefined when no server runs or it does not
 * offer that command (an older `sow`).
 */
async function askServer(command: string, uri: string): Promise<{ answer: unknown } | undefined> {
  const running = client;
  const offered = running?.initializeResult?.capabilities.executeCommandProvider?.commands ?? [];
  if (running === undefined || !offered.includes(command)) {
    return undefined;
  }
  const answer: unknown = await running.sendRequest(ExecuteCommandRequest.type, { command, arguments: [uri] });
  return { answer };
}

/** The URL of the board the language server serves of the document at `uri`. */
async function serveBoard(uri: string): Promise<string | undefined> {
  const asked = await askServer(serveBoardCommand, uri);
  return asked === undefined ? undefined : servedUrl(asked.answer);
}

/**
 * The description of the document at `uri` as the language server gives
 * it: null when the document has no rules to describe.
 */
async function describeRules(uri: string): Promise<string | null | undefined> {
  const asked = await askServer(describeCommand, uri);
  return asked === undefined ? undefined : describedMarkdown(asked.answer);
}

export async function deactivate(): Promise<void> {
  await stop();
}

async function start(): Promise<void> {
  const config = workspace.getConfiguration("sow");
  const found = findServer(config.get<string>("server.path") ?? "");
  if (found.kind === "missing") {
    output?.appendLine(found.message);
    const choice = await window.showErrorMessage(found.message, "Open Settings");
    if (choice === "Open Settings") {
      await commands.executeCommand("workbench.action.openSettings", "sow.server.path");
    }
    return;
  }
  const args = ["lsp", ...(config.get<string[]>("server.extraArgs") ?? [])];
  output?.appendLine(`starting ${found.path} ${args.join(" ")} (found via ${found.from})`);
  const serverOptions: ServerOptions = {
    run: { command: found.path, args, transport: TransportKind.stdio },
    debug: { command: found.path, args, transport: TransportKind.stdio },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector,
    outputChannel: output,
  };
  client = new LanguageClient("sow", "sow language server", serverOptions, clientOptions);
  try {
    await client.start();
  } catch (e) {
    const message = `The sow language server (${found.path}) failed to start: ${String(e)}`;
    output?.appendLine(message);
    void window.showErrorMessage(message);
    client = undefined;
  }
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    try {
      await running.stop();
    } catch (e) {
      output?.appendLine(`stopping the server: ${String(e)}`);
    }
  }
}

async function restart(): Promise<void> {
  await stop();
  await start();
}
