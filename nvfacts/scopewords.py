"""How a scope is written in running text (messages, reasons, tables, read-as sentences): one
table for every module that writes one, light enough for the renderer."""

SCOPE_WORDS = {"per-gpu": "per GPU", "per-link": "per link", "per-port": "per port",
               "aggregate": "in total"}
