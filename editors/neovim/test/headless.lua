-- A headless check of the Neovim set-up, run by editors/neovim/test/run.sh:
-- Neovim started with editors/neovim/init.lua opens a file with an error,
-- waits for the server's diagnostics, hovers the sowing direction (the
-- track), and checks that the server's message and its board picture of the
-- sowing order reached the editor; then that the set-up turned inlay hints
-- on and they came, and that once the error is mended, sample play's code
-- lens on `[game]` comes when the editor is idle, as the set-up asks; and
-- that :SowView serves the buffer's board and opens its URL.
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

if not vim.lsp.inlay_hint.is_enabled({ bufnr = 0 }) then
  fail('the set-up did not turn inlay hints on')
end
local hints = vim.wait(10000, function()
  local ok, got = pcall(vim.lsp.inlay_hint.get, { bufnr = 0 })
  return ok and #got > 0
end, 100)
if not hints then
  fail('no inlay hints arrived')
end

-- Mend the error: the file now plays, and the lens follows play.
local broken = vim.fn.search('^sides')
if broken == 0 then
  fail('no `sides` line to remove')
end
vim.api.nvim_buf_set_lines(0, broken - 1, broken, false, {})
local buf = vim.api.nvim_get_current_buf()
local lens = vim.wait(30000, function()
  -- As a user pausing would: Neovim fires CursorHold when idle.
  vim.api.nvim_exec_autocmds('CursorHold', { buffer = buf })
  for _, l in ipairs(vim.lsp.codelens.get(buf)) do
    if l.command and l.command.title:find('sample play', 1, true) then
      return true
    end
  end
  return false
end, 500)
if not lens then
  fail('no code lens of sample play arrived: ' .. vim.inspect(vim.lsp.codelens.get(buf)))
end

-- :SowView serves the buffer's file and opens its URL; the server answers
-- with that file's board.
local opened
vim.ui.open = function(url)
  opened = url
end
if vim.fn.exists(':SowView') ~= 2 then
  fail('no :SowView command in a sow buffer')
end
vim.cmd('SowView')
if not vim.wait(20000, function()
  return opened ~= nil
end, 100) then
  fail(':SowView opened no URL')
end
local port = opened:match('^http://127%.0%.0%.1:(%d+)/$')
if not port or require('sow_view').url(file) ~= opened then
  fail(':SowView opened ' .. tostring(opened))
end
local answer = ''
local tcp = vim.uv.new_tcp()
tcp:connect('127.0.0.1', tonumber(port), function(err)
  if err then
    answer = 'error: ' .. err
    return
  end
  tcp:read_start(function(_, chunk)
    if chunk then
      answer = answer .. chunk
    else
      tcp:close()
    end
  end)
  tcp:write('GET /api/game HTTP/1.0\r\nHost: 127.0.0.1:' .. port .. '\r\nConnection: close\r\n\r\n')
end)
vim.wait(10000, function()
  return answer:find('broken.sow.toml', 1, true) ~= nil or answer:find('^error') ~= nil
end, 100)
if not answer:find('^HTTP/1%.%d 200') or not answer:find('broken.sow.toml', 1, true) then
  fail('the board served is not the buffer\'s file:\n' .. answer)
end

print('neovim test: diagnostics, hover, inlay hints, the code lens and :SowView reached the editor')
vim.cmd('qall!')
