"""One cross-run cache entry as bytes: a header naming its key and an integrity check over
the key and the content, then the content (JSON text).

    IRLOWER-ENTRY <format> <key> <check>\\n<content>

The check is HMAC-SHA256 over ``key``, a newline and the content, with the shared secret
as its key (the empty key when there is none: then it detects corruption and an entry
stored under another key, not a forger who computes the check himself). An entry whose
header, key or check is wrong is :class:`BadEntry`: the caller counts it as a miss and
reports it; it is never served.
"""

from __future__ import annotations

import hashlib
import hmac

MAGIC = b"IRLOWER-ENTRY"
#: bump when the header's meaning changes
VERSION = 1
#: the cache's own format (the local folder ``v<FORMAT>``, the shared store's key prefix):
#: bump when the stored form or the meaning of a key changes
FORMAT = 3


class BadEntry(ValueError):
    """An entry that is not served: corrupted, truncated, or stored under another key."""


def check(key: str, content: bytes, secret: bytes = b"") -> str:
    """The entry's integrity check (hex)."""
    return hmac.new(secret, key.encode() + b"\n" + content, hashlib.sha256).hexdigest()


def seal(key: str, content: bytes, secret: bytes = b"") -> bytes:
    """The entry's bytes: header, then ``content``."""
    header = b" ".join(
        (MAGIC, str(VERSION).encode(), key.encode(), check(key, content, secret).encode())
    )
    return header + b"\n" + content


def unseal(key: str, blob: bytes, secret: bytes = b"") -> bytes:
    """The content of an entry read for ``key``; :class:`BadEntry` says why it is not served."""
    header, sep, content = blob.partition(b"\n")
    parts = header.split(b" ")
    if not sep or len(parts) != 4 or parts[0] != MAGIC:
        raise BadEntry("not a pytest-irlower cache entry (no header)")
    if parts[1] != str(VERSION).encode():
        raise BadEntry(f"entry format {parts[1].decode(errors='replace')}, expected {VERSION}")
    stored_key = parts[2].decode(errors="replace")
    if stored_key != key:
        raise BadEntry(f"entry names key {stored_key[:16]}..., not {key[:16]}...")
    expected = check(key, content, secret)
    if not hmac.compare_digest(parts[3], expected.encode()):
        raise BadEntry(
            "integrity check failed: the content or the secret differs from the writer's"
        )
    return content
