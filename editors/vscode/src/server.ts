// Finding the `sow` executable. Kept free of the `vscode` module so that it
// can be tested with Node's own test runner.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

/** Where the server was found, or why it was not. */
export type Found =
  | { kind: "found"; path: string; from: "setting" | "PATH" | "cargo" }
  | { kind: "missing"; message: string };

/** What `findServer` looks at; the defaults are this process's. */
export interface Environment {
  platform: NodeJS.Platform;
  /** The PATH variable. */
  pathVariable: string;
  home: string;
  isExecutable: (file: string) => boolean;
}

export function defaultEnvironment(): Environment {
  return {
    platform: process.platform,
    pathVariable: process.env.PATH ?? "",
    home: os.homedir(),
    isExecutable,
  };
}

function isExecutable(file: string): boolean {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) {
      return false;
    }
    if (process.platform === "win32") {
      return true;
    }
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Expands a leading `~` to the home folder. */
function expandHome(file: string, home: string): string {
  if (file === "~") {
    return home;
  }
  if (file.startsWith("~/") || file.startsWith("~\\")) {
    return path.join(home, file.slice(2));
  }
  return file;
}

/**
 * Finds the server: the `sow.server.path` setting when it is set (and then
 * only there), else `sow` on PATH, else `~/.cargo/bin/sow`.
 */
export function findServer(setting: string, env: Environment = defaultEnvironment()): Found {
  const exe = env.platform === "win32" ? "sow.exe" : "sow";
  const p = env.platform === "win32" ? path.win32 : path.posix;
  const configured = setting.trim();
  if (configured !== "") {
    const file = expandHome(configured, env.home);
    if (env.isExecutable(file)) {
      return { kind: "found", path: file, from: "setting" };
    }
    return {
      kind: "missing",
      message:
        `The sow language server was not found at "${file}", the path set in ` +
        `"sow.server.path". Correct the setting, or clear it to use \`sow\` from PATH.`,
    };
  }
  const separator = env.platform === "win32" ? ";" : ":";
  for (const dir of env.pathVariable.split(separator)) {
    if (dir === "") {
      continue;
    }
    const file = p.join(dir, exe);
    if (env.isExecutable(file)) {
      return { kind: "found", path: file, from: "PATH" };
    }
  }
  const cargo = p.join(env.home, ".cargo", "bin", exe);
  if (env.isExecutable(cargo)) {
    return { kind: "found", path: cargo, from: "cargo" };
  }
  return {
    kind: "missing",
    message:
      "The sow language server (`sow`) was not found on PATH or in ~/.cargo/bin. " +
      "Install it (`cargo install --path .` in the sow repository), or set " +
      '"sow.server.path" to the `sow` executable.',
  };
}
