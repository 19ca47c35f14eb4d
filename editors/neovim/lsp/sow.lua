-- The sow language server, for Neovim 0.11+ (`:help lsp-config`).
--
-- With this folder on 'runtimepath', Neovim merges this file into
-- `vim.lsp.config('sow')`; `vim.lsp.enable('sow')` then starts the server for
-- every buffer of filetype `sow` (`*.sow.toml`, see ftdetect/sow.lua).
-- On attach, the inlay hints and the code lens are turned on
-- (lua/sow_attach.lua).
return {
  cmd = { 'sow', 'lsp' },
  filetypes = { 'sow' },
  root_markers = { '.git' },
  on_attach = function(client, bufnr)
    require('sow_attach')(client, bufnr)
  end,
}
