-- A headless check of the Neovim set-up, run by editors/neovim/test/run.sh:
-- Neovim started with editors/neovim/init.lua opens a file with an error,
-- waits for the server's diagnostics, hovers the sowing direction (the
-- track), and checks that the server's message and its board picture of the
-- sowing order reached the editor.
local function fail(msg)
  io.stderr:write('neovim test: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end

local file = vim.env.SOW_TEST_FILE
if not file then
  fail('SOW_TEST_FILE is not set')
end
vim.cmd.edit(file)
if vim.bo.filetype ~= 'sow' then
  fail('filetype is ' .. vim.bo.filetype .. ', not sow')
end

local got = vim.wait(30000, function()
  return #vim.diagnostic.get(0) > 0
end, 100)
if not got then
  fail('no diagnostics arrived')
end
local messages = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(messages, (d.code or '?') .. ' ' .. d.message)
end
local all = table.concat(messages, '\n')
if not all:find('S002', 1, true) or not all:find('sides', 1, true) then
  fail('expected S002 on the unknown key `sides`, got:\n' .. all)
end

local client = vim.lsp.get_clients({ bufnr = 0, name = 'sow' })[1]
if not client then
  fail('no sow client attached')
end
local line = vim.fn.search('^direction')
if line == 0 then
  fail('no sowing direction in ' .. file)
end
vim.api.nvim_win_set_cursor(0, { line, 0 })
local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
local reply = client:request_sync('textDocument/hover', params, 10000, 0)
if not reply or reply.err or not reply.result then
  fail('no hover: ' .. vim.inspect(reply))
end
local contents = reply.result.contents
local text = type(contents) == 'table' and (contents.value or vim.inspect(contents)) or tostring(contents)
if not text:find('```', 1, true) or not text:find('in this order', 1, true) then
  fail('hover has no board picture:\n' .. text)
end

print('neovim test: diagnostics and hover reached the editor')
vim.cmd('qall!')
