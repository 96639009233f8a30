"""The store's JSON Schema, in draft-07 so that editors' YAML plug-ins can use it."""

from __future__ import annotations

from typing import Any

from .model import Store

SCHEMA_ID = "https://nvfacts.invalid/nvfacts.schema.json"


def store_schema() -> dict[str, Any]:
    """Draft-07 JSON Schema of the store: ``definitions`` instead of ``$defs``."""
    schema = Store.model_json_schema(ref_template="#/definitions/{model}", mode="validation")
    definitions = schema.pop("$defs", {})
    return {"$schema": "http://json-schema.org/draft-07/schema#", "$id": SCHEMA_ID,
            **schema, "definitions": definitions}
