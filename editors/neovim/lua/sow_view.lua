-- `:SowView`: starts `sow view` for the current buffer's file, prints the
-- page's URL and opens it in the browser (vim.ui.open, Neovim 0.10+);
-- `:SowView!` only prints it. One server a file: asked again, the running
-- one's page is opened again. The servers stop when Neovim exits. The
-- page follows the file on disk, so it shows what was last written.
local M = {}

-- The running servers by file: { job = id, url = string|nil }.
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

--- Serves the board of buffer `bufnr`'s file; `open` opens the page too.
function M.start(bufnr, open)
  local file = vim.api.nvim_buf_get_name(bufnr)
  if file == '' then
    vim.notify('sow: :SowView needs a buffer with a file', vim.log.levels.ERROR)
    return
  end
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
        local url = not view.url and line:match('http://127%.0%.0%.1:%d+/')
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

--- The URL of the running server of `file`, if it has printed it.
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
