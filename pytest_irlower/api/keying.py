"""What a family declares and returns for the cross-run cache's key: the environment its
output depends on (:class:`Environment`, read by the key and the session header) and a
fingerprint that says how it was made (:class:`Fingerprint`). Nothing here imports the
rest of the package."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Environment:
    """What a family's output depends on besides the subject and the call: what
    :attr:`Family.environment` declares.

    - ``distributions``: Python distributions by name (``"torch-mlir"``): the cross-run
      key holds each one's version and RECORD (an editable or path install: its files'
      content), and the session header lists each with its version;
    - ``executables``: tools by name (``"llc"``, or a compiler of your own), found through
      the toolchain (``--irlower-tool``, ini, ``$IRLOWER_<NAME>``, PATH): the key holds
      each one's version and content, and the header lists each with where it came from.

    The cross-run key reads the declarations of every family registered, so a compiler
    upgrade changes the key of every lowering and no stale IR is served.
    """

    distributions: tuple[str, ...] = ()
    executables: tuple[str, ...] = ()


class Fingerprint(str):
    """What :meth:`Family.fingerprint` may return instead of a plain ``str``: the key's
    text, with how it was made.

    - ``fallback``: why the family could not key the subject from its definition and
      keyed it by a derived form instead (the session counts these); None: it could;
    - ``graph``: a function giving a digest of the derived form (a model's exported
      graph): stored with the entry, and compared on a hit under ``--irlower-cache-verify``;
    - ``reached``: what the key read (classes, functions), named in a verify failure.
    """

    fallback: str | None
    graph: Callable[[], str] | None
    reached: tuple[str, ...]

    def __new__(
        cls,
        text: str,
        *,
        fallback: str | None = None,
        graph: Callable[[], str] | None = None,
        reached: Sequence[str] = (),
    ) -> Fingerprint:
        self = super().__new__(cls, text)
        self.fallback = fallback
        self.graph = graph
        self.reached = tuple(reached)
        return self
