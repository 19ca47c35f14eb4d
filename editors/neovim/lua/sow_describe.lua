-- `:SowDescribe`: the current buffer's rules in words (the language
-- server's `sow.describe`, the same words as `sow describe`), in a
-- Markdown buffer in a split beside it, written again a moment after each
-- edit of the buffer, written to disk or not. One description a buffer:
-- asked again, its window is found (or opened again).
local M = {}

local lsp = require('sow_lsp')

-- The language server's command that describes a document's rules.
local DESCRIBE = 'sow.describe'

-- How long an edit waits for the next before the words are asked again.
local REFRESH_AFTER_MS = 300

-- The description buffers, by the buffer they describe.
local described = {}

-- Writes `markdown` into the description buffer `rules`.
local function fill(rules, markdown)
  if not vim.api.nvim_buf_is_valid(rules) then
    return
  end
  vim.bo[rules].modifiable = true
  vim.api.nvim_buf_set_lines(rules, 0, -1, false, vim.split(markdown, '\n', { trimempty = true }))
  vim.bo[rules].modifiable = false
end

-- Asks the server for the words of buffer `bufnr` and writes them into
-- its description buffer.
local function refresh(bufnr)
  local rules = described[bufnr]
  local client = lsp.client_offering(bufnr, DESCRIBE)
  if not rules or not client then
    return
  end
  local params = { command = DESCRIBE, arguments = { vim.uri_from_bufnr(bufnr) } }
  lsp.request(client, 'workspace/executeCommand', params, function(err, result)
    if err then
      fill(rules, 'The sow language server could not describe the rules: ' .. (err.message or vim.inspect(err)))
    elseif type(result) == 'table' and type(result.markdown) == 'string' then
      fill(rules, result.markdown)
    else
      fill(rules, 'The file has errors that leave no rules to describe: see its diagnostics.')
    end
  end, bufnr)
end

-- The description buffer of `bufnr`, made (and kept up to date) the first
-- time it is asked for.
local function rules_buffer(bufnr)
  local rules = described[bufnr]
  if rules and vim.api.nvim_buf_is_valid(rules) then
    return rules
  end
  rules = vim.api.nvim_create_buf(false, true)
  local name = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ':t')
  vim.api.nvim_buf_set_name(rules, 'sow-rules://' .. (name ~= '' and name or bufnr) .. '.md')
  vim.bo[rules].filetype = 'markdown'
  vim.bo[rules].bufhidden = 'hide'
  described[bufnr] = rules
  -- Every change of the buffer's lines, typed or made by a plugin or the
  -- API (which `TextChanged` does not see until the editor is idle).
  local timer
  vim.api.nvim_buf_attach(bufnr, false, {
    on_lines = function()
      if described[bufnr] ~= rules or not vim.api.nvim_buf_is_valid(rules) then
        return true
      end
      if timer then
        timer:stop()
      end
      timer = vim.defer_fn(function()
        refresh(bufnr)
      end, REFRESH_AFTER_MS)
    end,
  })
  return rules
end

--- Shows the rules of buffer `bufnr` (0: the current one) in words in a
--- split beside it.
function M.start(bufnr)
  if bufnr == 0 then
    bufnr = vim.api.nvim_get_current_buf()
  end
  if not lsp.client_offering(bufnr, DESCRIBE) then
    vim.notify('sow: :SowDescribe needs the sow language server attached, from a sow that offers sow.describe', vim.log.levels.ERROR)
    return
  end
  local rules = rules_buffer(bufnr)
  if vim.fn.bufwinid(rules) == -1 then
    local from = vim.api.nvim_get_current_win()
    vim.cmd('vertical sbuffer ' .. rules)
    vim.api.nvim_set_current_win(from)
  end
  refresh(bufnr)
end

--- The description buffer of `bufnr`, if one was made.
function M.buffer(bufnr)
  return described[bufnr]
end

return M
