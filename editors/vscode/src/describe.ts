// "sow: Describe Rules": the active variant file read back as the rules
// text it plays (the language server's `sow.describe`, the same words as
// `sow describe`), shown as Markdown beside the editor and written again
// as the file is edited, saved or not. The `vscode` module is imported for
// its types only and handed in (`DescribeApi`), so that this file runs
// under Node's own test runner with a fake of it.
import type * as vscode from "vscode";

export const describeRulesCommand = "sow.describeRules";

/** The language server's command that describes a document's rules. */
export const describeCommand = "sow.describe";

/** The scheme of the documents that hold a variant file's description. */
export const rulesScheme = "sow-rules";

/**
 * Asks the language server for the description (Markdown) of the
 * document at `uri` as it is in the editor: undefined when no server
 * offers it, null when the document's errors leave no rules to describe.
 * Rejects with the server's error.
 */
export type Describe = (uri: string) => Promise<string | null | undefined>;

/** The Markdown in the server's answer to `sow.describe` (null: none). */
export function describedMarkdown(answer: unknown): string | null {
  const markdown = (answer as { markdown?: unknown } | null | undefined)?.markdown;
  return typeof markdown === "string" ? markdown : null;
}

/** What the description uses of the VS Code API. */
export type DescribeApi = Pick<typeof vscode, "commands" | "window" | "workspace" | "languages" | "ViewColumn" | "Uri" | "EventEmitter">;

/**
 * The URI of the description of the document at `source`: its name with
 * `.md` (the tab's title), and the source in the query.
 */
export function rulesUri(source: { path: string; toString(): string }): string {
  const name = source.path.split("/").pop() ?? "rules";
  return `${rulesScheme}:/${encodeURIComponent(name)}.md?${encodeURIComponent(source.toString())}`;
}

/** The source document's URI in a description's URI. */
export function sourceOf(rules: { query: string }): string {
  return decodeURIComponent(rules.query);
}

/** How long an edit waits for the next before the description is asked again. */
export const REFRESH_AFTER_MS = 300;

/**
 * Registers "sow: Describe Rules" and the documents of its scheme. Each
 * description shown is asked again `REFRESH_AFTER_MS` after the last
 * edit of its source.
 */
export function registerDescribe(
  context: Pick<vscode.ExtensionContext, "subscriptions">,
  api: DescribeApi,
  describe: Describe,
): void {
  const changed = new api.EventEmitter<vscode.Uri>();
  // The descriptions asked for, by their source's URI.
  const shown = new Map<string, vscode.Uri>();
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const provider: vscode.TextDocumentContentProvider = {
    onDidChange: changed.event,
    provideTextDocumentContent: async (uri) => {
      const source = sourceOf(uri);
      shown.set(source, uri);
      try {
        const markdown = await describe(source);
        if (markdown === undefined) {
          return "The sow language server is not running, or is too old to describe rules (`sow.describe`).\n";
        }
        return markdown ?? "The file has errors that leave no rules to describe: see the Problems panel.\n";
      } catch (e) {
        return `The sow language server could not describe the rules: ${String(e instanceof Error ? e.message : e)}\n`;
      }
    },
  };
  const open = async (): Promise<void> => {
    const document = api.window.activeTextEditor?.document;
    if (document === undefined) {
      void api.window.showErrorMessage("sow: Describe Rules needs a variant file (*.sow.toml) in the editor.");
      return;
    }
    const uri = api.Uri.parse(rulesUri(document.uri));
    const rules = await api.workspace.openTextDocument(uri);
    await api.languages.setTextDocumentLanguage(rules, "markdown");
    await api.window.showTextDocument(rules, { viewColumn: api.ViewColumn.Beside, preserveFocus: true, preview: false });
  };
  context.subscriptions.push(
    changed,
    api.workspace.registerTextDocumentContentProvider(rulesScheme, provider),
    api.commands.registerCommand(describeRulesCommand, open),
    api.workspace.onDidChangeTextDocument((e) => {
      const source = e.document.uri.toString();
      const rules = shown.get(source);
      if (rules === undefined) {
        return;
      }
      clearTimeout(waiting.get(source));
      waiting.set(
        source,
        setTimeout(() => {
          waiting.delete(source);
          changed.fire(rules);
        }, REFRESH_AFTER_MS),
      );
    }),
    api.workspace.onDidCloseTextDocument((closed) => {
      if (closed.uri.scheme === rulesScheme) {
        shown.delete(sourceOf(closed.uri));
      }
    }),
  );
}
