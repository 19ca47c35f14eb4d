;;; sow.el --- sow's language server for mancala variant files -*- lexical-binding: t; -*-

;; For Emacs 28+ with eglot (built in from Emacs 29; Debian's elpa-eglot, or
;; `M-x package-install RET eglot` before that). Load it from your init file:
;;
;;   (load "/path/to/sow/editors/emacs/sow.el")
;;
;; `*.sow.toml' files get `sow-mode' (TOML's highlighting and comments), and
;; eglot starts `sow lsp' for them, and for them only: other TOML files are
;; left to whatever serves them.

;;; Code:

(require 'conf-mode)
(require 'eglot)

(defgroup sow nil
  "Mancala variant files and the sow language server."
  :group 'languages)

(defcustom sow-program '("sow" "lsp")
  "The command that starts the sow language server, and its arguments.
A sow that is not on `exec-path': (\"/path/to/sow\" \"lsp\"); more
logging: (\"sow\" \"lsp\" \"--log-level\" \"debug\")."
  :type '(repeat string)
  :group 'sow)

;;;###autoload
(define-derived-mode sow-mode conf-toml-mode "sow"
  "Major mode for mancala variant files (`*.sow.toml'): TOML, checked
and explained by the sow language server through eglot."
  (setq-local comment-start "# "))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.sow\\.toml\\'" . sow-mode))

(add-to-list 'eglot-server-programs
             `(sow-mode . ,(lambda (&rest _) sow-program)))

(add-hook 'sow-mode-hook #'eglot-ensure)

(provide 'sow)
;;; sow.el ends here
