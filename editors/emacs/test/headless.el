;;; headless.el --- a check of editors/emacs/sow.el in a real Emacs -*- lexical-binding: t; -*-

;; Run by editors/emacs/test/run.sh: Emacs in batch mode, with the set-up
;; users load, opens an example with an error, waits for the server's
;; diagnostic through eglot and flymake, and hovers the sowing direction to
;; see the board picture of the sowing order.

;;; Code:

(defun sow-test-fail (fmt &rest args)
  (princ (format "emacs test: %s\n" (apply #'format fmt args)) #'external-debugging-output)
  (kill-emacs 1))

(defun sow-test-wait (seconds pred)
  "Wait up to SECONDS for PRED to hold, serving the server meanwhile."
  (let ((deadline (+ (float-time) seconds)) (ok nil))
    (while (and (not (setq ok (funcall pred))) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    ok))

(let ((file (getenv "SOW_TEST_FILE")))
  (unless file (sow-test-fail "SOW_TEST_FILE is not set"))
  (find-file file)
  (unless (eq major-mode 'sow-mode)
    (sow-test-fail "the major mode is %s, not sow-mode" major-mode))
  ;; eglot-ensure connects after the command that opened the file; batch
  ;; mode runs no command loop, so run its hook once.
  (run-hooks 'post-command-hook)
  (unless (sow-test-wait 30 (lambda () (eglot-current-server)))
    (sow-test-fail "eglot did not connect to sow"))
  (unless (sow-test-wait
           30 (lambda ()
                (flymake-start)
                (seq-some (lambda (d)
                            (string-match-p "sides" (flymake-diagnostic-text d)))
                          (flymake-diagnostics))))
    (sow-test-fail "no diagnostic on the unknown key `sides': %S"
                   (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
  (goto-char (point-min))
  (unless (re-search-forward "^direction" nil t)
    (sow-test-fail "no sowing direction in %s" file))
  (beginning-of-line)
  (let* ((reply (jsonrpc-request (eglot-current-server) :textDocument/hover
                                 (eglot--TextDocumentPositionParams)))
         (contents (plist-get reply :contents))
         (text (if (stringp contents) contents (plist-get contents :value))))
    (unless (and text (string-match-p "in this order" text) (string-match-p "```" text))
      (sow-test-fail "hover has no board picture: %S" reply)))
  (princ "emacs test: diagnostics and hover reached the editor\n")
  (kill-emacs 0))
;;; headless.el ends here
