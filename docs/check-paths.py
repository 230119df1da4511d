#!/usr/bin/env python3
"""Checks that the Rust paths the Markdown documents name exist.

Every inline code span (`...`) of docs/*.md, README.md, benches/README.md
and the workspace crates' README.md files is searched for

  - paths that start with a workspace crate (`alphametic::Puzzle::parse`,
    `alphametic_find::SumFinder`), and
  - a type and one of its members (`Puzzle::parse`, `Grade::Tough`),

and each is looked up in the HTML that rustdoc writes:

    cargo doc --no-deps --workspace --all-features
    docs/check-paths.py            # from the repository's root

A path resolves to a module (`<crate>/<module>/index.html`), an item page
(`struct.X.html`, `enum.X.html`, `fn.X.html`, `trait.X.html`,
`macro.X.html`, `constant.X.html`, ...), a re-export listed on a module's
page, or a member of a type's page (`id="method.parse"`, a variant, an
associated constant or a field). A bare `Type::member` resolves when some
workspace type of that name has the member. Paths into `__private` are
reported too: what only generated code uses has no place in the docs.

Prints each path that does not resolve, with its file and line, and exits
with status 1 if there is one; 0 when all resolve.
"""

import html
import re
import sys
from pathlib import Path

ROOT = Path.cwd()
CRATES = [
    "alphametic",
    "alphametic_runtime",
    "alphametic_find",
    "alphametic_explain",
    "alphametic_digits",
    "alphametic_web",
]
# The item pages rustdoc writes, by the prefix of their file name.
KINDS = [
    "struct", "enum", "trait", "fn", "macro", "constant", "type", "static",
    "union", "derive", "attr", "traitalias",
]
# The anchors of a type's members on its page.
MEMBERS = [
    "method", "tymethod", "variant", "associatedconstant", "structfield",
    "associatedtype",
]
# Types outside the workspace, named bare in the docs (`Vec::new`): not ours
# to check.
FOREIGN = {
    "Arc", "BTreeMap", "BTreeSet", "Box", "Cell", "Cow", "Duration", "Error",
    "File", "HashMap", "HashSet", "Instant", "Iterator", "Mutex", "Option",
    "Path", "PathBuf", "Range", "Rc", "RefCell", "Result", "String", "Vec",
    "VecDeque", "Ordering", "Some", "None", "Ok", "Err", "Self", "Python",
    "TokenStream", "Span", "Ident", "LitStr", "Criterion", "Value",
}

CRATE_PATH = re.compile(
    r"(?<![\w:])(?:::)?(" + "|".join(sorted(CRATES, key=len, reverse=True)) +
    r")((?:::[A-Za-z_][A-Za-z0-9_]*)+)"
)
TYPE_MEMBER = re.compile(r"(?<![\w:])([A-Z][A-Za-z0-9]*)::([A-Za-z_][A-Za-z0-9_]*)\b(?!::)")
SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.S)
FENCE = re.compile(r"^ {0,3}(```|~~~)")


def documents():
    """The Markdown files the check reads, relative to the root."""
    files = sorted(ROOT.glob("docs/*.md"))
    files += [ROOT / "README.md", ROOT / "benches/README.md"]
    files += sorted(p.parent / "README.md" for p in ROOT.glob("*/Cargo.toml"))
    return [f for f in dict.fromkeys(files) if f.is_file()]


def spans(text):
    """(line, code) of each inline code span outside fenced blocks."""
    lines = text.split("\n")
    fenced = False
    for i, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
            lines[i] = ""
        elif fenced:
            lines[i] = ""
    prose = "\n".join(lines)
    for m in SPAN.finditer(prose):
        yield prose.count("\n", 0, m.start()) + 1, m.group(2)


class Docs:
    """The rustdoc output under target/doc, read on demand."""

    def __init__(self, root):
        self.root = root
        self.pages = {}
        # Type name -> its pages, for bare `Type::member`.
        self.types = {}
        for crate in CRATES:
            for page in (root / crate).rglob("*.html"):
                kind, _, rest = page.name.partition(".")
                if kind in ("struct", "enum", "trait", "type", "union"):
                    self.types.setdefault(rest[: -len(".html")], []).append(page)

    def read(self, page):
        if page not in self.pages:
            self.pages[page] = page.read_text(encoding="utf-8") if page.is_file() else ""
        return self.pages[page]

    def has_member(self, page, name):
        text = self.read(page)
        return any(f'id="{m}.{name}"' in text for m in MEMBERS)

    def reexport(self, module, name):
        """The page or module folder a `pub use ... as name` of a module's
        page points to, if it lists one."""
        text = self.read(module / "index.html")
        m = re.search(
            r'id="reexport\.' + re.escape(name) + r'"(.*?)</code>', text, re.S
        )
        if not m:
            return None
        link = re.search(r'href="([^"#]+)', m.group(1))
        if link:
            target = (module / html.unescape(link.group(1))).resolve()
            return target.parent if target.name == "index.html" else target
        # A crate re-exported as a module has no link: read its path.
        used = re.search(r"pub use ([\w:]+)", re.sub(r"<[^>]+>", "", m.group(1)))
        if used and used.group(1) in CRATES:
            return self.root / used.group(1)
        return None

    def resolve(self, segments):
        """Whether `segments` (crate first) names something documented."""
        where = self.root / segments[0]
        if not (where / "index.html").is_file():
            return False
        rest = segments[1:]
        while rest:
            name, rest = rest[0], rest[1:]
            if where.is_dir():
                if (where / name / "index.html").is_file():
                    where = where / name
                    continue
                page = next(
                    (where / f"{k}.{name}.html" for k in KINDS
                     if (where / f"{k}.{name}.html").is_file()),
                    None,
                )
                where = page or self.reexport(where, name)
                if where is None:
                    return False
            else:
                # A member of an item's page, and nothing below it.
                return not rest and self.has_member(where, name)
        return True

    def member(self, type_name, name):
        """None when `type_name` is no workspace type; else whether one
        of that name has the member."""
        pages = self.types.get(type_name)
        if not pages:
            return None
        return any(self.has_member(p, name) for p in pages)


def main():
    doc = ROOT / "target/doc"
    if not (doc / "alphametic/index.html").is_file():
        sys.exit("no target/doc/alphametic: run `cargo doc --no-deps --workspace --all-features` first")
    docs = Docs(doc)
    failures = 0
    checked = 0
    for path in documents():
        name = path.relative_to(ROOT)
        for line, code in spans(path.read_text(encoding="utf-8")):
            for m in CRATE_PATH.finditer(code):
                segments = [m.group(1)] + m.group(2).split("::")[1:]
                shown = "::".join(segments)
                checked += 1
                if "__private" in segments:
                    print(f"{name}:{line}: `{shown}`: a hidden path for generated code only")
                    failures += 1
                elif not docs.resolve(segments):
                    print(f"{name}:{line}: `{shown}` is not in the docs")
                    failures += 1
            for m in TYPE_MEMBER.finditer(code):
                type_name, member = m.groups()
                if type_name in FOREIGN:
                    continue
                # Part of a crate path, checked above.
                before = code[: m.start()]
                if before.endswith("::"):
                    continue
                checked += 1
                found = docs.member(type_name, member)
                if found is None:
                    print(f"{name}:{line}: `{type_name}::{member}`: no type `{type_name}` in the docs")
                    failures += 1
                elif not found:
                    print(f"{name}:{line}: `{type_name}::{member}`: `{type_name}` has no `{member}`")
                    failures += 1
    print(f"{checked} paths checked, {failures} not found", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
