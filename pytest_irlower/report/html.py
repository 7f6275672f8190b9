"""``--irlower-report=PATH``: one self-contained HTML page reviewing a session's lowerings.

The page needs no network and no other file. Its data sits in two JSON script blocks:
the lowerings (test id, outcome, IR type, target and arch, engines, per-stage timing,
golden result, FileCheck failures) and the texts, each zlib-compressed, base64-encoded
and stored once by hash. The page's script lists the lowerings, filters them (outcome,
IR type, golden change) and inflates a text only when it is shown, folding long ones,
so a session of a thousand lowerings with multi-MB IR stays usable. The address's
fragment selects filters and an opened lowering (``#change=real&open=3``), which is
how the browser test and a reviewer's link reach one view.
"""

from __future__ import annotations

import json
import shlex
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pytest_irlower.checks.goldenrun import NEW, REAL, RENAMES, STATUSES, UNCHANGED
from pytest_irlower.runtime import files

#: how each phase's report turns into a test outcome (worst wins)
_RANK = {"passed": 0, "skipped": 1, "xfailed": 1, "xpassed": 2, "failed": 3, "error": 4}


def note_outcome(outcomes: dict[str, dict[str, Any]], report: Any, xfail: bool) -> None:
    """Fold one phase's test report into the test's outcome (for the page)."""
    entry = outcomes.setdefault(report.nodeid, {"outcome": "passed", "duration": 0.0})
    entry["duration"] = round(entry["duration"] + float(getattr(report, "duration", 0.0)), 4)
    when, outcome = report.when, report.outcome
    if xfail:
        new = "xfailed" if outcome == "skipped" else "xpassed"
    elif outcome == "failed":
        new = "failed" if when == "call" else "error"
    elif outcome == "skipped":
        new = "skipped"
    else:
        new = "passed"
    if _RANK[new] >= _RANK.get(entry["outcome"], 0):
        entry["outcome"] = new
    if outcome in ("failed", "skipped") and "message" not in entry:
        entry["message"] = _longrepr(report)[-20000:]


def _longrepr(report: Any) -> str:
    longrepr = getattr(report, "longrepr", None)
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(getattr(report, "longreprtext", "") or "")


def accept_command(bundle: str, *, kind: str | None = None, path: str | None = None) -> str:
    """The ``irlower accept`` command applying one class (``--only``) or one golden (``-k``)."""
    words = ["irlower", "accept", bundle]
    if kind is not None:
        words += ["--only", kind]
    if path is not None:
        words += ["-k", path]
    return " ".join(shlex.quote(word) for word in words)


def rows(
    records: list[dict[str, Any]],
    outcomes: Mapping[str, Mapping[str, Any]],
    bundle: str = "PENDING.json",
) -> list[dict[str, Any]]:
    """One row per lowering, with the golden and FileCheck records attached to the lowering
    they follow in the same test (a record with none gets a row of its own); each new or
    changed golden carries the ``irlower accept`` command that applies it."""
    out: list[dict[str, Any]] = []
    latest: dict[str, list[dict[str, Any]]] = {}
    for record in records:
        nodeid = str(record.get("nodeid", ""))
        kind = record.get("kind")
        test = outcomes.get(nodeid, {})
        if kind == "lowering":
            row = {**record, "outcome": test.get("outcome", "unknown"), "goldens": [], "checks": []}
            out.append(row)
            latest.setdefault(nodeid, []).append(row)
            continue
        candidates = latest.get(nodeid, [])
        host = None
        if kind == "golden":
            if record.get("status") != UNCHANGED.name:
                record = {**record, "accept": accept_command(bundle, path=record["path"])}
            names = record.get("stage_names") or []
            for row in reversed(candidates):
                if [name for name, _ in row.get("stages", [])] == names or not names:
                    host = row
                    break
        elif candidates:
            host = candidates[-1]
        if host is None:
            host = {
                "kind": "lowering",
                "nodeid": nodeid,
                "ir_type": "-",
                "outcome": test.get("outcome", "unknown"),
                "goldens": [],
                "checks": [],
                "stages": [],
            }
            out.append(host)
            latest.setdefault(nodeid, []).append(host)
        host["goldens" if kind == "golden" else "checks"].append(record)
    for index, row in enumerate(out):
        row["index"] = index
        row.pop("kind", None)
        changes = {g["status"] for g in row["goldens"]}
        # the row shows its most telling golden: a real change hides renames and new ones
        row["change"] = next(
            (s.name for s in (REAL, RENAMES, NEW, UNCHANGED) if s.name in changes), "no golden"
        )
        row["message"] = outcomes.get(row["nodeid"], {}).get("message", "")
    return out


def _script_json(value: Any) -> str:
    # inside <script>: "</" would end the block
    return json.dumps(value, separators=(",", ":")).replace("</", "<\\/")


def write(
    path: Path,
    *,
    records: list[dict[str, Any]],
    texts: Mapping[str, str],
    outcomes: Mapping[str, Mapping[str, Any]],
    summary: Mapping[str, Any],
    header: list[str],
    title: str,
    extra_html: str = "",
    pending: str | None = None,
) -> None:
    """Write the page to ``path`` (through a temporary file, then a rename). ``pending`` is
    the run's ``--irlower-pending`` file, which the accept commands name."""
    bundle = pending or "PENDING.json"
    data_rows = rows(records, outcomes, bundle)
    kinds = {s.name: s.kind for s in STATUSES if s.is_failure}
    data = {
        "accept": {
            "bundle": bundle,
            "hint": "" if pending else "run the tests with --irlower-pending=PENDING.json first",
            "classes": [[name, accept_command(bundle, kind=kind)] for name, kind in kinds.items()],
        },
        "title": title,
        "generated": time.strftime("%Y-%m-%d %H:%M:%S"),
        "header": header,
        "summary": summary,
        "tests": len(outcomes),
        "rows": data_rows,
    }
    used = {h for row in data_rows for h in _hashes(row)}
    page = (
        _PAGE.replace("{{EXTRA}}", extra_html.replace("{{", "{ {"))
        .replace("{{TITLE}}", _escape(title))
        .replace("{{CSS}}", _CSS)
        .replace("{{JS}}", _JS)
        .replace("{{DATA}}", _script_json(data))
        .replace("{{TEXTS}}", _script_json({h: texts[h] for h in sorted(used) if h in texts}))
    )
    files.write_atomically(path, page)


def _hashes(row: Mapping[str, Any]) -> list[str]:
    found = [h for _, h in row.get("stages", [])]
    for steps in row.get("passes", {}).values():
        found.extend(h for _, h in steps)
    for golden in row["goldens"]:
        found.extend(golden[k] for k in ("old", "new") if k in golden)
    found.extend(check["ir"] for check in row["checks"])
    return found


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{TITLE}}</title>
<style>{{CSS}}</style>
</head><body>
<header><h1 id="title"></h1><div id="summary"></div>
<details id="toolchain"><summary>toolchain</summary><pre id="header"></pre></details>
{{EXTRA}}</header>
<nav id="filters">
<label>outcome <select id="f-outcome"><option value="">all</option></select></label>
<label>IR type <select id="f-irtype"><option value="">all</option></select></label>
<label>golden <select id="f-change"><option value="">all</option></select></label>
<label>test <input id="f-text" type="search" placeholder="part of the test id"></label>
<span id="shown"></span></nav>
<main><section id="list"><table id="rows"><thead><tr><th>#</th><th>test</th><th>outcome</th>
<th>IR type</th><th>target / arch</th><th>golden</th><th>time</th></tr></thead>
<tbody></tbody></table></section>
<section id="detail"><p class="hint">Pick a lowering to see its stages, golden diff and
FileCheck failures.</p></section></main>
<script type="application/json" id="irlower-data">{{DATA}}</script>
<script type="application/json" id="irlower-texts">{{TEXTS}}</script>
<script>{{JS}}</script>
</body></html>
"""

_CSS = """
body{font:13px/1.4 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
header{padding:8px 14px;border-bottom:1px solid #d0d7de;background:#f6f8fa}
h1{font-size:17px;margin:0 0 4px}
#summary .counts{font-weight:600}
#summary ul{margin:2px 0;padding-left:18px;max-height:7em;overflow:auto}
nav{padding:6px 14px;border-bottom:1px solid #d0d7de;display:flex;gap:14px;align-items:center}
main{display:flex;height:calc(100vh - 150px);min-height:300px}
#list{flex:0 0 46%;overflow:auto;border-right:1px solid #d0d7de}
#detail{flex:1;overflow:auto;padding:8px 12px}
table{border-collapse:collapse;width:100%}
#rows td,#rows th{padding:2px 6px;border-bottom:1px solid #eaeef2;text-align:left;
 white-space:nowrap;max-width:360px;overflow:hidden;text-overflow:ellipsis}
#rows tbody tr{cursor:pointer}
#rows tbody tr:hover{background:#f3f7ff}
#rows tbody tr.open{background:#ddeaff}
.o-passed{color:#1a7f37}.o-failed,.o-error{color:#cf222e;font-weight:600}
.o-skipped,.o-xfailed{color:#9a6700}
.c-real{background:#ffebe9;color:#a40e26;padding:0 4px;border-radius:3px}
.c-renames{background:#fff8c5;color:#7d4e00;padding:0 4px;border-radius:3px}
.c-new{background:#ddf4ff;color:#0550ae;padding:0 4px;border-radius:3px}
.stages button{margin:2px;border:1px solid #d0d7de;background:#f6f8fa;border-radius:4px;
 padding:2px 6px;cursor:pointer;font:12px monospace}
.stages button.sel{background:#0969da;color:#fff}
.stages button.changed{border:2px solid #cf222e}
pre{font:12px/1.35 ui-monospace,monospace;background:#f6f8fa;padding:6px;overflow:auto;
 margin:4px 0}
table.diff{font:12px/1.3 ui-monospace,monospace;table-layout:fixed;width:100%}
table.diff td{vertical-align:top;white-space:pre;overflow:hidden;padding:0 4px}
table.diff td.n{width:3.5em;color:#6e7781;text-align:right}
table.diff td.del{background:#ffebe9}table.diff td.ins{background:#dafbe1}
table.diff tr.hunk td{background:#ddf4ff;color:#0550ae}
.ir-line.at{background:#fff8c5}
.kv td{padding:0 8px 0 0;vertical-align:top}
.hint{color:#6e7781}
"""

_JS = r"""
"use strict";
const DATA = JSON.parse(document.getElementById("irlower-data").textContent);
const TEXTS = JSON.parse(document.getElementById("irlower-texts").textContent);
const FOLD = 400;
const cache = new Map();
function el(tag, attrs, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "text") node.textContent = v; else if (k === "cls") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v); else node.setAttribute(k, v);
  }
  for (const kid of kids) if (kid != null) node.append(kid);
  return node;
}
function text(hash) {
  if (!cache.has(hash)) {
    const packed = TEXTS[hash];
    if (packed === undefined) return Promise.resolve("(text not recorded)");
    const bytes = Uint8Array.from(atob(packed), (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
    cache.set(hash, new Response(stream).text());
  }
  return cache.get(hash);
}
function changeClass(change) {
  return {"real change": "c-real", "renames only": "c-renames", "new": "c-new"}[change] || "";
}
function total(row) { return (row.timings || []).reduce((s, t) => s + t[1], 0); }
function folded(body, label) {
  const lines = body.split("\n");
  const pre = el("pre", {cls: "ir", text: lines.slice(0, FOLD).join("\n")});
  const box = el("div", {}, pre);
  if (lines.length > FOLD) {
    const more = el("button", {text: `show all ${lines.length} lines of ${label}`, onclick: () => {
      pre.textContent = body; more.remove(); }});
    box.append(more);
  }
  return box;
}

const tbody = document.querySelector("#rows tbody");
const trs = [];
function renderRows() {
  const frag = document.createDocumentFragment();
  for (const row of DATA.rows) {
    const where = [row.target, row.arch].filter(Boolean).join(" / ");
    const tr = el("tr", {"data-index": row.index, "data-outcome": row.outcome,
                         "data-irtype": row.ir_type, "data-change": row.change},
      el("td", {text: row.index}), el("td", {text: row.nodeid, title: row.nodeid}),
      el("td", {cls: "o-" + row.outcome, text: row.outcome}),
      el("td", {text: row.ir_type}), el("td", {text: where}),
      el("td", {}, el("span", {cls: changeClass(row.change), text: row.change})),
      el("td", {text: row.error ? "failed at " + row.error_stage : total(row).toFixed(3) + " s"}));
    tr.addEventListener("click", () => open(row.index));
    trs.push(tr);
    frag.append(tr);
  }
  tbody.append(frag);
}
function options(id, values) {
  const select = document.getElementById(id);
  for (const v of [...new Set(values)].sort()) select.append(el("option", {value: v, text: v}));
  select.addEventListener("change", applyFilters);
}
function applyFilters() {
  const want = {outcome: document.getElementById("f-outcome").value,
                irtype: document.getElementById("f-irtype").value,
                change: document.getElementById("f-change").value};
  const needle = document.getElementById("f-text").value;
  let shown = 0;
  for (const tr of trs) {
    const ok = Object.entries(want).every(([k, v]) => !v || tr.dataset[k] === v)
      && (!needle || tr.children[1].textContent.includes(needle));
    tr.hidden = !ok;
    shown += ok;
  }
  document.getElementById("shown").textContent = `${shown} of ${trs.length} lowerings shown`;
}

async function open(index) {
  const row = DATA.rows[index];
  trs.forEach((tr) => tr.classList.toggle("open", Number(tr.dataset.index) === index));
  const box = document.getElementById("detail");
  box.replaceChildren();
  box.dataset.index = index;
  box.append(el("h2", {text: row.nodeid}));
  const facts = el("table", {cls: "kv"});
  const fact = (k, v) => facts.append(el("tr", {}, el("td", {text: k}), el("td", {text: v})));
  fact("outcome", row.outcome);
  fact("IR type", row.ir_type);
  fact("target / arch", [row.target, row.arch].filter(Boolean).join(" / ") || "-");
  for (const [stage, engine] of Object.entries(row.engines || {})) fact("engine: " + stage, engine);
  if (row.from_cache) fact("cache", "read from the cross-run cache");
  box.append(facts);
  if (row.message) box.append(el("details", {}, el("summary", {text: "test report"}),
                                 el("pre", {text: row.message})));
  if (row.error) box.append(el("h3", {text: "lowering failed at " + row.error_stage}),
                            el("pre", {text: row.error}));
  const changed = new Set(row.goldens.map((g) => g.first_stage).filter(Boolean));
  if ((row.stages || []).length) await stages(box, row, changed);
  for (const golden of row.goldens) await goldenView(box, golden);
  for (const check of row.checks) await checkView(box, check);
  document.body.dataset.opened = String(index);
}
async function stages(box, row, changed) {
  box.append(el("h3", {text: "stages"}));
  const times = Object.fromEntries(row.timings || []);
  const bar = el("div", {cls: "stages"});
  const view = el("div", {cls: "stage-view"});
  const show = async (i) => {
    [...bar.children].forEach((b, j) => b.classList.toggle("sel", i === j));
    const [name, hash] = row.stages[i];
    view.replaceChildren(el("p", {cls: "hint", text: "inflating " + name + " ..."}));
    const body = await text(hash);
    const parts = [folded(body, name)];
    const steps = (row.passes || {})[name];
    if (steps && steps.length) {
      const pick = el("select", {cls: "passes"},
        el("option", {value: "", text: `${steps.length} passes recorded: pick one`}),
        ...steps.map(([p], j) => el("option", {value: j, text: `${j + 1}. ${p}`})));
      const passView = el("div");
      pick.addEventListener("change", async () => {
        if (pick.value === "") { passView.replaceChildren(); return; }
        const [p, h] = steps[Number(pick.value)];
        passView.replaceChildren(el("h4", {text: "after " + p}), folded(await text(h), p));
      });
      parts.unshift(el("div", {}, pick, passView));
    }
    view.replaceChildren(...parts);
  };
  row.stages.forEach(([name], i) => {
    const t = times[name];
    const label = name + (t !== undefined ? ` (${t.toFixed(3)} s)` : "");
    const button = el("button", {text: label, title: name, onclick: () => show(i)});
    if (changed.has(name)) {
      button.classList.add("changed");
      button.title = name + ": first changed stage";
    }
    bar.append(button);
  });
  box.append(bar, view);
  await show(row.stages.length - 1);
}
async function goldenView(box, golden) {
  const head = el("h3", {}, "golden ", el("code", {text: golden.path}), " ",
                  el("span", {cls: changeClass(golden.status), text: golden.status}));
  box.append(head);
  if (golden.first_stage) box.append(el("p", {cls: "first-changed",
    text: "first changed stage: " + golden.first_stage}));
  if (golden.accept) box.append(el("pre", {cls: "accept", text: golden.accept}));
  if (!golden.hunks) return;
  const [oldText, newText] = await Promise.all([text(golden.old), text(golden.new)]);
  const a = oldText.split("\n"), b = newText.split("\n");
  const table = el("table", {cls: "diff"},
    el("colgroup", {}, el("col", {style: "width:3.5em"}), el("col"),
       el("col", {style: "width:3.5em"}), el("col")),
    el("tr", {}, el("th"), el("th", {text: "golden"}), el("th"), el("th", {text: "lowered now"})));
  let rowsLeft = 4000;
  for (const hunk of golden.hunks) {
    const [, i1, , j1] = hunk[0], last = hunk[hunk.length - 1];
    table.append(el("tr", {cls: "hunk"}, el("td", {colspan: 4,
      text: `@@ -${i1 + 1},${last[2] - i1} +${j1 + 1},${last[4] - j1} @@`})));
    for (const [tag, x1, x2, y1, y2] of hunk) {
      const n = Math.max(x2 - x1, y2 - y1);
      for (let k = 0; k < n && rowsLeft > 0; k++, rowsLeft--) {
        const i = x1 + k, j = y1 + k;
        const left = i < x2, right = j < y2;
        const kind = tag === "equal" ? "" : null;
        table.append(el("tr", {},
          el("td", {cls: "n", text: left ? i + 1 : ""}),
          el("td", {cls: kind ?? (left ? "del" : ""), text: left ? a[i] : ""}),
          el("td", {cls: "n", text: right ? j + 1 : ""}),
          el("td", {cls: kind ?? (right ? "ins" : ""), text: right ? b[j] : ""})));
      }
    }
  }
  if (rowsLeft <= 0) {
    table.append(el("tr", {cls: "hunk"}, el("td", {colspan: 4, text: "diff cut at 4000 rows"})));
  }
  box.append(table);
}
async function checkView(box, check) {
  box.append(el("h3", {text: "FileCheck failure"}),
             el("pre", {cls: "check", text: check.check || "(see FileCheck's message)"}));
  const lines = (await text(check.ir)).split("\n");
  const at = check.line || 1;
  const from = Math.max(1, at - 5), to = Math.min(lines.length, at + 15);
  const pre = el("pre", {cls: "ir-around"});
  for (let n = from; n <= to; n++) {
    pre.append(el("div", {cls: "ir-line" + (n === at ? " at" : ""),
      text: String(n).padStart(5) + (n === at ? " > " : "   ") + lines[n - 1]}));
  }
  box.append(el("p", {cls: "hint", text: `IR around line ${at}, where the search started`}), pre,
    el("details", {}, el("summary", {text: "FileCheck's message"}),
       el("pre", {text: check.message})),
    el("details", {}, el("summary", {text: "check lines"}), el("pre", {text: check.checks})));
}
function renderHead() {
  document.getElementById("title").textContent = DATA.title;
  document.title = DATA.title;
  document.getElementById("header").textContent = DATA.header.join("\n");
  const s = DATA.summary;
  const box = document.getElementById("summary");
  const when = `${DATA.rows.length} lowerings in ${DATA.tests} tests, ${DATA.generated}`;
  box.append(el("div", {text: when}));
  if (s && s.line) {
    const head = s.update ? "goldens written: " : "goldens: ";
    box.append(el("div", {cls: "counts", text: head + s.line}));
    for (const line of s.subjects || []) box.append(el("div", {cls: "subjects", text: line}));
    if (s.files.length) box.append(el("ul", {}, ...s.files.map(([status, path]) =>
      el("li", {}, el("span", {cls: changeClass(status), text: status}), " " + path))));
    const changed = new Set(s.files.map(([status]) => status));
    const cmds = DATA.accept.classes.filter(([name]) => changed.has(name));
    if (cmds.length) box.append(el("div", {cls: "accept"}, "accept: " + DATA.accept.hint,
      ...cmds.map(([name, cmd]) => el("pre", {cls: "accept", title: name, text: cmd}))));
  }
}
async function fromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  for (const key of ["outcome", "irtype", "change"]) {
    if (params.has(key)) document.getElementById("f-" + key).value = params.get(key);
  }
  if (params.has("test")) document.getElementById("f-text").value = params.get("test");
  applyFilters();
  if (params.has("open")) await open(Number(params.get("open")));
}
renderHead();
renderRows();
options("f-outcome", DATA.rows.map((r) => r.outcome));
options("f-irtype", DATA.rows.map((r) => r.ir_type));
options("f-change", DATA.rows.map((r) => r.change));
document.getElementById("f-text").addEventListener("input", applyFilters);
window.addEventListener("hashchange", fromHash);
fromHash().then(() => { document.body.dataset.ready = String(Math.round(performance.now())); });
"""
