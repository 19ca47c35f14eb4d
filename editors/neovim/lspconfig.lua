-- sow with nvim-lspconfig, for setups before Neovim 0.11 (0.8 or later).
--
-- Use it from your init.lua with
--   dofile('/path/to/sow/editors/neovim/lspconfig.lua')
-- after nvim-lspconfig is loaded.
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*[/\\])') or './'
vim.filetype.add({ pattern = { ['.*%.sow%.toml'] = 'sow' } })
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'sow',
  callback = function()
    vim.bo.commentstring = '# %s'
  end,
})
-- Highlight as TOML (tree-sitter's parser when installed, else Vim's syntax).
vim.api.nvim_create_autocmd('Syntax', {
  pattern = 'sow',
  callback = function()
    vim.cmd('runtime! syntax/toml.vim')
  end,
})
pcall(vim.treesitter.language.register, 'toml', 'sow')

local configs = require('lspconfig.configs')
if not configs.sow then
  configs.sow = {
    default_config = {
      -- A sow that is not on PATH: { '/path/to/sow', 'lsp' }.
      cmd = { 'sow', 'lsp' },
      filetypes = { 'sow' },
      root_dir = function(fname)
        local git = vim.fs.find('.git', { path = fname, upward = true })[1]
        return git and vim.fs.dirname(git) or vim.fs.dirname(fname)
      end,
      single_file_support = true,
      -- Inlay hints and the code lens on, for sow's buffers.
      on_attach = dofile(here .. 'lua/sow_attach.lua'),
    },
    docs = {
      description = 'sow: rules checker and language server for mancala variant files (*.sow.toml).',
    },
  }
end
require('lspconfig').sow.setup({})
