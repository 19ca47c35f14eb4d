-- What the sow server offers beyond diagnostics and hover, turned on for
-- each buffer it attaches to: inlay hints (what a hole name or count stands
-- for), and the code lens on `[game]` with sample play's figures (win
-- shares, game length), fetched on attach, when the buffer is entered,
-- left insert mode or idle (CursorHold: sample play runs a moment after an
-- edit, and Neovim does not take the server's request to fetch lenses
-- again), and when new diagnostics arrive. Works from Neovim 0.9 (hints
-- from 0.10).
return function(client, bufnr)
  local caps = client.server_capabilities or {}
  if caps.inlayHintProvider and vim.lsp.inlay_hint and vim.lsp.inlay_hint.enable then
    pcall(vim.lsp.inlay_hint.enable, true, { bufnr = bufnr })
  end
  if caps.codeLensProvider then
    local refresh = function()
      pcall(vim.lsp.codelens.refresh, { bufnr = bufnr })
    end
    refresh()
    vim.api.nvim_create_autocmd({ 'BufEnter', 'InsertLeave', 'CursorHold', 'DiagnosticChanged' }, {
      buffer = bufnr,
      callback = refresh,
    })
  end
end
