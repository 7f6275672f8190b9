"""One cross-run cache entry as bytes: a header naming its key, an integrity check and the
digest of its body, then the head (one line of JSON) and the body.

    IRLOWER-ENTRY <version> <key> <check> <body digest>\n<head>\n<body>

The content is ``<head>\n<body>``: what a hit needs at once (the final text, the names and
digests of the stages) in the head, what it reads only when asked (every stage's text, the
reproduce commands' inputs) in the body. The check is HMAC-SHA256 over ``key``, the body's
SHA-256 and the head, with the shared secret as its key (the empty key when there is none:
then it detects corruption and an entry stored under another key, not a forger who computes
the check himself): a hit verifies the head when it is read and the body when it is read
(:func:`verify_body`). An entry whose header, key or check is wrong is :class:`BadEntry`:
the caller counts it as a miss and reports it; it is never served.
"""

from __future__ import annotations

import hashlib
import hmac

MAGIC = b"IRLOWER-ENTRY"
#: bump when the header's meaning changes
VERSION = 2
#: the cache's own format (the local folder ``v<FORMAT>``, the shared store's key prefix):
#: bump when the stored form or the meaning of a key changes
FORMAT = 4


class BadEntry(ValueError):
    """An entry that is not served: corrupted, truncated, or stored under another key."""


def check(key: str, head: bytes, body_digest: str, secret: bytes = b"") -> str:
    """The entry's integrity check (hex)."""
    message = key.encode() + b"\n" + body_digest.encode() + b"\n" + head
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def body_digest(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()


def seal(key: str, content: bytes, secret: bytes = b"") -> bytes:
    """The entry's bytes: header, then ``content`` (``head\nbody``; no line feed: a head
    alone)."""
    head, _, body = content.partition(b"\n")
    digest = body_digest(body)
    header = b" ".join(
        (
            MAGIC,
            str(VERSION).encode(),
            key.encode(),
            check(key, head, digest, secret).encode(),
            digest.encode(),
        )
    )
    return header + b"\n" + head + b"\n" + body


def open_head(key: str, header: bytes, head: bytes, secret: bytes = b"") -> str:
    """Verify an entry's header line and head for ``key``; the digest its body must have
    (:func:`verify_body`). :class:`BadEntry` says why it is not served."""
    parts = header.rstrip(b"\n").split(b" ")
    if len(parts) < 2 or parts[0] != MAGIC:
        raise BadEntry("not a pytest-irlower cache entry (no header)")
    if parts[1] != str(VERSION).encode() or len(parts) != 5:
        raise BadEntry(f"entry format {parts[1].decode(errors='replace')}, expected {VERSION}")
    stored_key = parts[2].decode(errors="replace")
    if stored_key != key:
        raise BadEntry(f"entry names key {stored_key[:16]}..., not {key[:16]}...")
    digest = parts[4].decode(errors="replace")
    if not hmac.compare_digest(parts[3], check(key, head, digest, secret).encode()):
        raise BadEntry(
            "integrity check failed: the content or the secret differs from the writer's"
        )
    return digest


def verify_body(body: bytes, digest: str) -> bytes:
    """``body``, when it has the digest its verified head gave; else :class:`BadEntry`."""
    if not hmac.compare_digest(body_digest(body).encode(), digest.encode()):
        raise BadEntry("integrity check failed: the entry's body differs from the writer's")
    return body


def unseal(key: str, blob: bytes, secret: bytes = b"") -> bytes:
    """The content (``head\nbody``) of an entry read whole for ``key``, all of it verified;
    :class:`BadEntry` says why it is not served."""
    header, sep, rest = blob.partition(b"\n")
    head, sep2, body = rest.partition(b"\n")
    if not sep or not sep2:
        raise BadEntry("not a pytest-irlower cache entry (no header)")
    verify_body(body, open_head(key, header, head, secret))
    return head + b"\n" + body if body else head
