-- Mancala variant files: `*.sow.toml` get filetype `sow` (TOML underneath,
-- see ftplugin/sow.lua), so the sow language server attaches to them only.
vim.filetype.add({
  pattern = {
    ['.*%.sow%.toml'] = 'sow',
  },
})
