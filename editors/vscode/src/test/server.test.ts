// Tests of finding the server, with Node's test runner (`npm test`).
import { strict as assert } from "assert";
import { test } from "node:test";

import { Environment, findServer } from "../server";

function env(executables: string[], platform: NodeJS.Platform = "linux"): Environment {
  return {
    platform,
    pathVariable: platform === "win32" ? "C:\\tools;C:\\bin" : "/usr/local/bin:/usr/bin",
    home: platform === "win32" ? "C:\\Users\\me" : "/home/me",
    isExecutable: (file) => executables.includes(file),
  };
}

test("the setting wins when it is set", () => {
  const found = findServer("/opt/sow/sow", env(["/opt/sow/sow", "/usr/bin/sow"]));
  assert.deepEqual(found, { kind: "found", path: "/opt/sow/sow", from: "setting" });
});

test("a leading ~ in the setting is the home folder", () => {
  const found = findServer("~/bin/sow", env(["/home/me/bin/sow"]));
  assert.deepEqual(found, { kind: "found", path: "/home/me/bin/sow", from: "setting" });
});

test("a wrong setting is reported, not replaced by PATH", () => {
  const found = findServer("/nowhere/sow", env(["/usr/bin/sow"]));
  assert.equal(found.kind, "missing");
  assert.match(found.kind === "missing" ? found.message : "", /\/nowhere\/sow.*sow\.server\.path/);
});

test("otherwise the first sow on PATH", () => {
  const found = findServer("", env(["/usr/bin/sow", "/home/me/.cargo/bin/sow"]));
  assert.deepEqual(found, { kind: "found", path: "/usr/bin/sow", from: "PATH" });
});

test("then ~/.cargo/bin", () => {
  const found = findServer("  ", env(["/home/me/.cargo/bin/sow"]));
  assert.deepEqual(found, { kind: "found", path: "/home/me/.cargo/bin/sow", from: "cargo" });
});

test("on Windows, sow.exe along a ;-separated PATH", () => {
  const found = findServer("", env(["C:\\bin\\sow.exe"], "win32"));
  assert.deepEqual(found, { kind: "found", path: "C:\\bin\\sow.exe", from: "PATH" });
});

test("nothing found says how to install or configure", () => {
  const found = findServer("", env([]));
  assert.equal(found.kind, "missing");
  const message = found.kind === "missing" ? found.message : "";
  assert.match(message, /cargo install/);
  assert.match(message, /sow\.server\.path/);
});
