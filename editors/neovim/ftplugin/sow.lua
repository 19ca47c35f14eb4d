-- A `*.sow.toml` file is TOML: comment it, and parse it with tree-sitter's
-- TOML parser when one is installed (else syntax/sow.lua uses Vim's TOML
-- syntax).
vim.bo.commentstring = '# %s'
vim.bo.comments = ':#'
vim.treesitter.language.register('toml', 'sow')
local ok, parser = pcall(vim.treesitter.get_parser, 0, 'toml', { error = false })
if ok and parser then
  vim.treesitter.start(0, 'toml')
end
