-- sow for Neovim 0.11+, in one file: filetype detection for `*.sow.toml` and
-- the language server (`sow lsp`), enabled for those buffers only.
--
-- Use it from your init.lua with
--   dofile('/path/to/sow/editors/neovim/init.lua')
-- or add the folder to 'runtimepath' (it is also a plugin: ftdetect/,
-- ftplugin/, lsp/) and call `vim.lsp.enable('sow')` yourself.
if vim.fn.has('nvim-0.11') == 0 then
  vim.notify('sow: editors/neovim/init.lua needs Neovim 0.11 or later; use lspconfig.lua', vim.log.levels.ERROR)
  return
end

local here = debug.getinfo(1, 'S').source:sub(2):match('(.*[/\\])') or './'
if not vim.tbl_contains(vim.opt.runtimepath:get(), here:sub(1, -2)) then
  vim.opt.runtimepath:append(here:sub(1, -2))
  -- ftdetect/ of a folder added after startup is not read: read it now.
  dofile(here .. 'ftdetect/sow.lua')
end

vim.lsp.config('sow', {
  -- A sow that is not on PATH: { '/path/to/sow', 'lsp' }.
  cmd = { 'sow', 'lsp' },
  filetypes = { 'sow' },
  root_markers = { '.git' },
  -- Inlay hints and the code lens on, for sow's buffers.
  on_attach = function(client, bufnr)
    require('sow_attach')(client, bufnr)
  end,
})
vim.lsp.enable('sow')
