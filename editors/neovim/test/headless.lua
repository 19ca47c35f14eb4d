-- A headless check of the Neovim set-up, run by editors/neovim/test/run.sh:
-- Neovim started with editors/neovim/init.lua opens a file with an error,
-- waits for the server's diagnostics, hovers the sowing direction (the
-- track), and checks that the server's message and its board picture of the
-- sowing order reached the editor; then that the set-up turned inlay hints
-- on and they came, and that once the error is mended, sample play's code
-- lens on `[game]` comes when the editor is idle, as the set-up asks; and
-- that :SowView opens the URL of the board the server serves of the buffer,
-- which follows edits not written (a buffer of no file too), or without
-- the server, `sow view`'s of the file on disk; and that :SowDescribe
-- shows the buffer's rules in words beside it, following its edits.
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

-- GET `path` of the board's server on `port`: the whole answer, or
-- `error: …`.
local function fetch(port, path)
  local answer, done = '', false
  local tcp = vim.uv.new_tcp()
  tcp:connect('127.0.0.1', tonumber(port), function(err)
    if err then
      answer, done = 'error: ' .. err, true
      return
    end
    tcp:read_start(function(_, chunk)
      if chunk then
        answer = answer .. chunk
      else
        tcp:close()
        done = true
      end
    end)
    tcp:write('GET ' .. path .. ' HTTP/1.0\r\nHost: 127.0.0.1:' .. port .. '\r\nConnection: close\r\n\r\n')
  end)
  vim.wait(10000, function()
    return done
  end, 50)
  return answer
end

-- The JSON body of a 200 answer to `path`.
local function json(port, path)
  local answer = fetch(port, path)
  local body = answer:match('^HTTP/1%.%d 200.-\r\n\r\n(.*)$')
  if not body then
    fail('GET ' .. path .. ' failed:\n' .. answer)
  end
  return vim.json.decode(body)
end

-- :SowView asks the attached server, which serves the buffer as it is: an
-- edit not written shows on the page, and so does one made after.
local opened
vim.ui.open = function(url)
  opened = url
end
if vim.fn.exists(':SowView') ~= 2 then
  fail('no :SowView command in a sow buffer')
end
-- The URL :SowView opens next.
local function sow_view()
  opened = nil
  vim.cmd('SowView')
  if not vim.wait(20000, function()
    return opened ~= nil
  end, 100) then
    fail(':SowView opened no URL')
  end
  -- The board the server serves has a keyed URL (`/k/KEY/`), which a
  -- forwarded port may use too.
  local port = opened:match('^http://127%.0%.0%.1:(%d+)/$')
    or opened:match('^http://127%.0%.0%.1:(%d+)/k/%x+/$')
  if not port then
    fail(':SowView opened ' .. tostring(opened))
  end
  return port
end
-- Sets the seeds a hole starts with in the buffer, without writing it.
local function set_seeds(from, to)
  local at = vim.fn.search('^seeds = ' .. from .. '$')
  if at == 0 then
    fail('no `seeds = ' .. from .. '` line')
  end
  vim.api.nvim_buf_set_lines(0, at - 1, at, false, { 'seeds = ' .. to })
end
-- The seeds in a1 at the start, on the page at `port`.
local function seeds_in_a1(port)
  local start = json(port, '/api/position')
  return start.position and start.position.holes and start.position.holes.a1
end

set_seeds(4, 5)
local port = sow_view()
if require('sow_view').url(file) then
  fail(':SowView started sow view although the server is attached')
end
if not vim.bo.modified then
  fail('the buffer was written')
end
local game = json(port, '/api/game')
if game.playable ~= true or not tostring(game.file):find('broken.sow.toml', 1, true) then
  fail('the board served is not the buffer as edited: ' .. vim.inspect(game))
end
if seeds_in_a1(port) ~= 5 then
  fail('the board does not start with the seeds typed: a1 has ' .. tostring(seeds_in_a1(port)))
end
set_seeds(5, 6)
if not vim.wait(10000, function()
  return seeds_in_a1(port) == 6
end, 100) then
  fail('the board did not follow an edit: a1 has ' .. tostring(seeds_in_a1(port)))
end
if sow_view() ~= port then
  fail('asked again, :SowView served another board')
end

-- :SowDescribe shows the buffer's rules in words in a split beside it,
-- keeps the cursor in the buffer, and writes them again after an edit
-- not written.
if vim.fn.exists(':SowDescribe') ~= 2 then
  fail('no :SowDescribe command in a sow buffer')
end
vim.cmd('SowDescribe')
local rules = require('sow_describe').buffer(buf)
local function words()
  return rules and table.concat(vim.api.nvim_buf_get_lines(rules, 0, -1, false), '\n') or ''
end
if not vim.wait(10000, function()
  return words():find('starts with six seeds', 1, true) ~= nil
end, 100) then
  fail(':SowDescribe showed no rules of the buffer as edited:\n' .. words())
end
if not words():find('^# Kalah') or vim.bo[rules].filetype ~= 'markdown' then
  fail('the rules are not a Markdown description of Kalah:\n' .. words())
end
if vim.fn.bufwinid(rules) == -1 or vim.api.nvim_get_current_buf() ~= buf then
  fail('the rules are not beside the buffer, or the cursor left it')
end
set_seeds(6, 3)
if not vim.wait(10000, function()
  return words():find('starts with three seeds', 1, true) ~= nil
end, 100) then
  fail('the rules did not follow an edit:\n' .. words())
end

-- A buffer whose file does not exist yet is served too.
local unwritten = vim.fn.fnamemodify(file, ':h') .. '/unwritten.sow.toml'
vim.fn.delete(unwritten)
vim.o.hidden = true
vim.cmd.edit(unwritten)
vim.api.nvim_buf_set_lines(0, 0, -1, false, vim.api.nvim_buf_get_lines(buf, 0, -1, false))
if not vim.wait(10000, function()
  return #vim.lsp.get_clients({ bufnr = 0, name = 'sow' }) > 0
end, 100) then
  fail('no sow client attached to a buffer of no file')
end
game = json(sow_view(), '/api/game')
if game.playable ~= true or not tostring(game.file):find('unwritten.sow.toml', 1, true) then
  fail('the board served is not the buffer of no file: ' .. vim.inspect(game))
end
if vim.fn.filereadable(unwritten) == 1 then
  fail('the buffer of no file was written')
end
vim.cmd.buffer(buf)

-- With no sow server attached, :SowView runs `sow view` on the file on
-- disk, which still has the error.
client:stop()
if not vim.wait(10000, function()
  return #vim.lsp.get_clients({ bufnr = 0, name = 'sow' }) == 0
end, 100) then
  fail('the sow client did not stop')
end
port = sow_view()
if require('sow_view').url(file) ~= opened then
  fail(':SowView without a server did not start sow view: ' .. opened)
end
game = json(port, '/api/game')
if game.playable ~= false or not tostring(game.file):find('broken.sow.toml', 1, true) then
  fail('sow view does not serve the file on disk: ' .. vim.inspect(game))
end

print('neovim test: diagnostics, hover, inlay hints, the code lens, :SowDescribe and :SowView (of the buffer unsaved, of no file, and of the file) reached the editor')
vim.cmd('qall!')
