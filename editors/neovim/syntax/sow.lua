-- A `*.sow.toml` file is TOML: Vim's TOML syntax (used where no tree-sitter
-- TOML parser is installed).
if vim.b.current_syntax then
  return
end
vim.cmd('runtime! syntax/toml.vim')
vim.b.current_syntax = 'sow'
