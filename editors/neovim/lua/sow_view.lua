-- `:SowView`: serves the current buffer's board, prints the page's URL and
-- opens it in the browser (vim.ui.open, Neovim 0.10+); `:SowView!` only
-- prints it.
--
-- With a sow language server attached, the server serves the board
-- (`sow.serveBoard`) of the buffer's text as it is in the editor: the page
-- follows every edit, written or not, and a buffer whose file does not
-- exist yet works too. The board lasts until the buffer is closed in the
-- server; asked again, the server answers the same URL.
--
-- Without one (or from a server too old to offer the command), `sow view`
-- is started on the buffer's file: one such server a file, whose page is
-- opened again when asked again, and which stops when Neovim exits. That
-- page follows the file on disk, so it shows what was last written.
local M = {}

-- The language server's command that serves a document's board.
local SERVE_BOARD = 'sow.serveBoard'

-- The running `sow view` servers by file: { job = id, url = string|nil }.
local views = {}

-- The `sow` to run: the one the language server runs, else `sow`.
local function sow_command()
  local config = vim.lsp.config and vim.lsp.config.sow
  local cmd = config and config.cmd
  if type(cmd) == 'table' and type(cmd[1]) == 'string' then
    return cmd[1]
  end
  return 'sow'
end

local function show(url, open)
  print('sow view: ' .. url)
  if open and vim.ui.open then
    vim.ui.open(url)
  end
end

local lsp = require('sow_lsp')

--- Starts `sow view` on `file` (or finds the one running) and shows its
--- page; `open` opens it too.
local function view_file(file, open)
  local running = views[file]
  if running then
    if running.url then
      show(running.url, open)
    end
    return
  end
  local view = {}
  view.job = vim.fn.jobstart({ sow_command(), 'view', file, '--port', '0' }, {
    on_stdout = function(_, lines)
      for _, line in ipairs(lines) do
        -- The keyed URL when it prints one: it also serves through a
        -- forwarded port (Neovim over SSH, the browser at home).
        local url = not view.url
          and (line:match('http://127%.0%.0%.1:%d+/k/%x+/') or line:match('http://127%.0%.0%.1:%d+/'))
        if url then
          view.url = url
          vim.schedule(function()
            show(url, open)
          end)
        end
      end
    end,
    on_stderr = function(_, lines)
      local text = vim.trim(table.concat(lines, '\n'))
      if text ~= '' then
        vim.schedule(function()
          vim.notify('sow view: ' .. text, vim.log.levels.ERROR)
        end)
      end
    end,
    on_exit = function()
      views[file] = nil
    end,
  })
  if view.job <= 0 then
    vim.notify('sow: cannot run ' .. sow_command() .. ' view', vim.log.levels.ERROR)
    return
  end
  views[file] = view
end

--- Serves the board of buffer `bufnr` (0: the current one); `open` opens
--- the page too.
function M.start(bufnr, open)
  if bufnr == 0 then
    bufnr = vim.api.nvim_get_current_buf()
  end
  local file = vim.api.nvim_buf_get_name(bufnr)
  local client = lsp.client_offering(bufnr, SERVE_BOARD)
  if not client then
    if file == '' then
      vim.notify('sow: :SowView needs a buffer with a file, or the sow language server', vim.log.levels.ERROR)
      return
    end
    return view_file(file, open)
  end
  local params = { command = SERVE_BOARD, arguments = { vim.uri_from_bufnr(bufnr) } }
  lsp.request(client, 'workspace/executeCommand', params, function(err, result)
    local url = type(result) == 'table' and result.url
    if not err and type(url) == 'string' then
      show(url, open)
      return
    end
    local why = err and (err.message or vim.inspect(err)) or 'no URL in its answer'
    if file == '' then
      vim.notify('sow: the language server serves no board: ' .. why, vim.log.levels.ERROR)
      return
    end
    -- As VS Code's "sow: Open Board" does: the file on disk instead.
    vim.notify('sow: the language server serves no board (' .. why .. '): sow view ' .. file, vim.log.levels.WARN)
    view_file(file, open)
  end, bufnr)
end

--- The URL of the running `sow view` of `file`, if it has printed it.
function M.url(file)
  return views[file] and views[file].url
end

vim.api.nvim_create_autocmd('VimLeavePre', {
  callback = function()
    for _, view in pairs(views) do
      vim.fn.jobstop(view.job)
    end
  end,
})

return M
