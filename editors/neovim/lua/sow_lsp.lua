-- What :SowView and :SowDescribe share: the sow language server attached
-- to a buffer that offers a command, and a request sent as the running
-- Neovim wants it.
local M = {}

--- The sow language server attached to `bufnr` that offers `command`
--- (`workspace/executeCommand`), if any.
function M.client_offering(bufnr, command)
  local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
  for _, client in ipairs(get_clients({ bufnr = bufnr, name = 'sow' })) do
    local provider = (client.server_capabilities or {}).executeCommandProvider
    if provider and vim.tbl_contains(provider.commands or {}, command) then
      return client
    end
  end
end

--- Sends a request as Neovim's version wants it (a method from 0.11 on).
function M.request(client, method, params, handler, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

return M
