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

-- `:SowView` serves this buffer's board (by the language server, as the
-- buffer is; else `sow view` of its file) and opens it; `:SowView!` only
-- prints the URL.
vim.api.nvim_buf_create_user_command(0, 'SowView', function(opts)
  require('sow_view').start(0, not opts.bang)
end, { bang = true, desc = 'sow: show the board in the browser' })

-- `:SowDescribe` shows this buffer's rules in words (the language server's
-- `sow.describe`) in a split beside it, and writes them again as it is
-- edited.
vim.api.nvim_buf_create_user_command(0, 'SowDescribe', function()
  require('sow_describe').start(0)
end, { desc = 'sow: the rules in words, beside the file' })
