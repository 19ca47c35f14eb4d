// Copies the format's JSON Schema into the extension, for the
// `tomlValidation` contribution (Even Better TOML reads it from there).
const fs = require("fs");
const path = require("path");

const from = path.join(__dirname, "..", "..", "..", "schemas", "sow.schema.json");
const dir = path.join(__dirname, "..", "schemas");
fs.mkdirSync(dir, { recursive: true });
fs.copyFileSync(from, path.join(dir, "sow.schema.json"));
