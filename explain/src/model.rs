//! The puzzle as the deductions see it: every letter's candidates, every
//! equation as columns (when it is a sum of words and numbers), as a
//! weighted sum (when it is linear in its words), as a relation, or as
//! text to evaluate once its letters are known.

use alphametic_runtime::{ColumnTerms, Constraint, ProductTerms, Puzzle, Relation};

use crate::name::{Name, names};

/// A weighted sum of letters, `Σ weight · digit + constant`, the letters
/// as places in the puzzle's alphabet.
#[derive(Debug, Clone)]
pub(crate) struct Lin {
    pub(crate) terms: Vec<(usize, i64)>,
    pub(crate) constant: i64,
}

/// One column of a sum: `Σ coefficient · digit + constant + carry in ==
/// base · carry out`, the carries as places in the state's carries.
#[derive(Debug, Clone)]
pub(crate) struct Column {
    pub(crate) terms: Vec<(usize, i64)>,
    pub(crate) constant: i64,
    pub(crate) cin: Option<usize>,
    pub(crate) cout: Option<usize>,
    /// The column as a person writes it: `D + E = Y + 10·c1`.
    pub(crate) text: String,
}

/// One column, or two side by side, read once for the rules that
/// enumerate their digits: the letters in the order they are tried, their
/// coefficients, and the carries.
#[derive(Debug, Clone)]
pub(crate) struct Window {
    /// The letters, as a bitmask of places in the alphabet.
    pub(crate) mask: u64,
    /// The carries into and out of each column.
    pub(crate) carries: Vec<usize>,
    /// The letters of the first column in the order they are walked, the
    /// order of the alphabet but for the last when `derived` is given: the
    /// first letter whose coefficient in that column is invertible modulo
    /// the base, which the column's residue gives rather than a trial.
    pub(crate) letters_first: Vec<usize>,
    /// Their coefficients in each column.
    pub(crate) coef_first: Vec<[i64; 2]>,
    /// The inverse modulo the base of the derived letter's coefficient in
    /// the first column, when there is one.
    pub(crate) derived: Option<i64>,
    /// The same for the letters of the second column alone, their
    /// coefficients in the first column 0.
    pub(crate) letters_second: Vec<usize>,
    pub(crate) coef_second: Vec<[i64; 2]>,
    pub(crate) derived_second: Option<i64>,
}

impl Window {
    /// The window of `cols` (one or two columns) in base `base`.
    pub(crate) fn new(cols: &[Column], base: u32) -> Window {
        let b = i64::from(base);
        let mask = cols
            .iter()
            .flat_map(|c| c.terms.iter())
            .fold(0u64, |m, &(l, _)| m | 1 << l);
        let mut carries: Vec<usize> = cols
            .iter()
            .flat_map(|c| [c.cin, c.cout])
            .flatten()
            .collect();
        carries.dedup();
        let coef = |l: usize, j: usize| {
            cols.get(j)
                .and_then(|col| col.terms.iter().find(|t| t.0 == l))
                .map_or(0, |t| t.1)
        };
        let inverse = |c: i64| (1..b).find(|&x| (c * x).rem_euclid(b) == 1);
        let in_first = |l: usize| cols[0].terms.iter().any(|t| t.0 == l);
        let (mut first, mut derived) = (Vec::new(), None);
        let (mut second, mut derived_second) = (Vec::new(), None);
        for l in (0..64).filter(|&l| mask & (1 << l) != 0) {
            let c = [coef(l, 0), coef(l, 1)];
            if in_first(l) {
                match inverse(c[0]) {
                    Some(inv) if derived.is_none() => derived = Some(((l, c), inv)),
                    _ => first.push((l, c)),
                }
            } else {
                match inverse(c[1]) {
                    Some(inv) if derived_second.is_none() => {
                        derived_second = Some(((l, [0, c[1]]), inv));
                    }
                    _ => second.push((l, [0, c[1]])),
                }
            }
        }
        first.extend(derived.map(|d| d.0));
        second.extend(derived_second.map(|d| d.0));
        Window {
            mask,
            carries,
            letters_first: first.iter().map(|t| t.0).collect(),
            coef_first: first.iter().map(|t| t.1).collect(),
            derived: derived.map(|d| d.1),
            letters_second: second.iter().map(|t| t.0).collect(),
            coef_second: second.iter().map(|t| t.1).collect(),
            derived_second: derived_second.map(|d| d.1),
        }
    }
}

/// One constraint of the puzzle.
#[derive(Debug, Clone)]
pub(crate) struct Equation {
    /// The text of the constraint.
    pub(crate) text: String,
    /// Its letters, as a bitmask of places in the alphabet.
    pub(crate) letters: u64,
    /// `lhs − rhs == 0` as a weighted sum, when it is an equation linear
    /// in its words.
    pub(crate) linear: Option<Lin>,
    /// A relation linear in its words: `Σ + c <= 0` (`le`) or `Σ + c != 0`.
    pub(crate) relation: Option<(Lin, bool)>,
    /// Its columns, right to left, when it is an equation of sums and
    /// differences of words and numbers.
    pub(crate) columns: Option<Vec<Column>>,
    /// Per column of `columns`, the column alone and with the next one to
    /// its left.
    pub(crate) windows: Vec<(Window, Option<Window>)>,
    /// Its factors and result, when it is a product of words equal to a
    /// word.
    pub(crate) product: Option<ProductTerms>,
    /// The constraint alone, as a puzzle over the same letters, solved
    /// with the letters' digits given when the constraint is neither
    /// linear nor a relation.
    pub(crate) check: Option<Puzzle>,
}

/// A carry: the equation (from 1) and the column (from 1, right to left)
/// it leaves, and its name.
#[derive(Debug, Clone)]
pub(crate) struct CarryVar {
    pub(crate) equation: usize,
    pub(crate) column: usize,
    pub(crate) name: String,
    pub(crate) lo: i64,
    pub(crate) hi: i64,
}

/// The whole puzzle.
#[derive(Debug, Clone)]
pub(crate) struct Model {
    pub(crate) base: u32,
    /// The unknowns, by place in the alphabet: the letters, then the `?`s.
    pub(crate) letters: Vec<Name>,
    /// The unknowns bound to differ from each other: the letters, not the
    /// `?`s.
    pub(crate) distinct: u64,
    /// The digits a letter may take.
    pub(crate) digits: u64,
    /// The digits each unknown may take before the zero rule: those of
    /// [`Model::digits`] for a letter, any digit of the base for a `?`.
    pub(crate) allowed: Vec<u64>,
    /// The unknowns that may not be 0.
    pub(crate) leading: u64,
    /// Whether there are as many distinct letters as digits, so that every
    /// digit is some letter's.
    pub(crate) every_digit: bool,
    pub(crate) equations: Vec<Equation>,
    pub(crate) carries: Vec<CarryVar>,
    /// Whether more than one equation has columns, so that a column is
    /// named with its equation.
    pub(crate) several_sums: bool,
    /// The words of a plain addition, for the wording of its leading
    /// column: the addends and the result.
    pub(crate) addition: Option<(Vec<String>, String)>,
    /// Per letter, its largest weight in an equation linear in its words,
    /// in magnitude: its place value.
    pub(crate) weight: Vec<u64>,
}

impl Model {
    /// The model of `puzzle`, whose constraints are `constraints`.
    pub(crate) fn new(puzzle: &Puzzle, constraints: &[Constraint]) -> Model {
        let letters = names(puzzle.model());
        let base = puzzle.base();
        let digits = puzzle.model().digits().bits() & ((1u64 << base) - 1);
        let leading = puzzle.model().leading().bits();
        let distinct = puzzle.model().distinct_set().bits();
        let allowed = (0..letters.len())
            .map(|u| puzzle.model().allowed(u as u8).bits() & ((1u64 << base) - 1))
            .collect();
        let mut equations = Vec::new();
        let mut carries = Vec::new();
        let column_sums = constraints.iter().filter(|c| c.columns.is_some()).count();
        for (e, constraint) in constraints.iter().enumerate() {
            let own = constraint.text.trim().to_owned();
            let (linear, relation) = read_forms(constraint);
            let columns = constraint.columns.clone().and_then(|cols| {
                columns(cols, base, e + 1, column_sums > 1, &letters, &mut carries)
            });
            let check = (linear.is_none() && relation.is_none() && columns.is_none())
                .then(|| puzzle.constraint(e))
                .flatten();
            let windows = windows(columns.as_deref(), base);
            equations.push(Equation {
                text: own,
                letters: constraint.unknowns.bits(),
                linear,
                relation,
                columns,
                windows,
                product: constraint.product.clone(),
                check,
            });
        }
        let weight = weights(letters.len(), &equations);
        let addition = puzzle
            .addition()
            .map(|a| (a.addends().to_vec(), a.result().to_owned()));
        Model {
            base,
            every_digit: distinct.count_ones() == digits.count_ones(),
            letters,
            distinct,
            allowed,
            digits,
            leading,
            equations,
            carries,
            several_sums: column_sums > 1,
            addition,
            weight,
        }
    }
}

/// A constraint's weighted sum when it is linear in its words, or else its
/// relation (`le` for `<= 0`).
fn read_forms(constraint: &Constraint) -> (Option<Lin>, Option<(Lin, bool)>) {
    let terms = |weights: &[i64]| -> Option<Vec<(usize, i64)>> {
        Some(
            weights
                .iter()
                .enumerate()
                .filter(|&(_, &w)| w != 0)
                .map(|(l, &w)| (l, w))
                .collect(),
        )
    };
    if let Some(l) = &constraint.linear {
        let linear = terms(&l.weights).map(|terms| Lin {
            terms,
            constant: l.constant,
        });
        (linear, None)
    } else if let Some(c) = &constraint.condition {
        let relation = terms(&c.weights).map(|terms| {
            (
                Lin {
                    terms,
                    constant: c.constant,
                },
                c.relation == Relation::Le,
            )
        });
        (None, relation)
    } else {
        (None, None)
    }
}

/// Per column of an equation, the column alone and with the next one to
/// its left; none when the equation has no columns.
fn windows(columns: Option<&[Column]>, base: u32) -> Vec<(Window, Option<Window>)> {
    let cols = columns.unwrap_or_default();
    (0..cols.len())
        .map(|k| {
            (
                Window::new(&cols[k..=k], base),
                cols.get(k..k + 2).map(|two| Window::new(two, base)),
            )
        })
        .collect()
}

/// Per letter, its largest weight in the equations linear in their words,
/// in magnitude.
fn weights(letters: usize, equations: &[Equation]) -> Vec<u64> {
    let mut weight = vec![0u64; letters];
    for lin in equations.iter().filter_map(|e| e.linear.as_ref()) {
        for &(l, w) in &lin.terms {
            weight[l] = weight[l].max(w.unsigned_abs());
        }
    }
    weight
}

/// A column before its carries: each letter's coefficient (letters as
/// places in the alphabet) and the constant.
type RawColumn = (Vec<(u8, i64)>, i128);

/// The columns of an equation: constants carried into the columns their
/// digits belong to, carries numbered, and the carries' first bounds, from
/// what each column can add up to.
fn columns(
    terms: Vec<ColumnTerms>,
    base: u32,
    equation: usize,
    name_equation: bool,
    letters: &[Name],
    carries: &mut Vec<CarryVar>,
) -> Option<Vec<Column>> {
    let b = i128::from(base);
    let mut cols: Vec<RawColumn> = terms.into_iter().map(|c| (c.weights, c.constant)).collect();
    // Spread each column's constant into base-`b` digits, lowest first, so
    // that every column's constant is a digit (or its negation) of the
    // numbers written there.
    let mut k = 0;
    while k < cols.len() {
        let c = cols[k].1;
        if c.abs() >= b {
            let (q, r) = (c / b, c % b);
            cols[k].1 = r;
            if cols.len() == k + 1 {
                cols.push((Vec::new(), 0));
            }
            cols[k + 1].1 += q;
        }
        k += 1;
    }
    while cols.len() > 1 && cols.last().is_some_and(|c| c.0.is_empty() && c.1 == 0) {
        cols.pop();
    }
    // A subtraction is read as the addition it is (`X - Y == Z` as
    // `Y + Z == X`): when its sides swapped leave fewer carries that can
    // be negative, so that the carries count up from 0 rather than down.
    let swapped: Vec<RawColumn> = cols
        .iter()
        .map(|(weights, constant)| (weights.iter().map(|&(l, w)| (l, -w)).collect(), -constant))
        .collect();
    if negative_carries(&swapped, b) < negative_carries(&cols, b) {
        cols = swapped;
    }
    let width = cols.len();
    if width == 0 || width > 200 {
        return None;
    }
    let first = carries.len();
    let name = |k: usize| {
        if name_equation {
            format!("c{equation}.{k}")
        } else {
            format!("c{k}")
        }
    };
    // Bounds of each carry from the column's reach with any digits.
    let (mut lo, mut hi) = (0i128, 0i128);
    let mut out = Vec::with_capacity(width);
    for (k, (terms, constant)) in cols.into_iter().enumerate() {
        let constant = i64::try_from(constant).ok()?;
        let top = b - 1;
        let (mut min, mut max) = (i128::from(constant) + lo, i128::from(constant) + hi);
        for &(_, c) in &terms {
            let c = i128::from(c);
            if c > 0 {
                max += c * top;
            } else {
                min += c * top;
            }
        }
        let cin = (k > 0).then(|| first + k - 1);
        let cout = (k + 1 < width).then(|| first + k);
        if cout.is_some() {
            lo = min.div_euclid(b) + i128::from(min.rem_euclid(b) != 0);
            hi = max.div_euclid(b);
            carries.push(CarryVar {
                equation,
                column: k + 1,
                name: name(k + 1),
                lo: i64::try_from(lo).ok()?,
                hi: i64::try_from(hi).ok()?,
            });
        }
        let terms: Vec<(usize, i64)> = terms.into_iter().map(|(l, c)| (l as usize, c)).collect();
        let text = column_text(
            &terms,
            constant,
            cin.map(|_| name(k)),
            cout.map(|_| name(k + 1)),
            base,
            letters,
        );
        out.push(Column {
            terms,
            constant,
            cin,
            cout,
            text,
        });
    }
    Some(out)
}

/// How many carries of `cols` (in base `b`) can be below 0 by what each
/// column can add up to with any digits: a subtraction's borrows.
/// `alphametic-support`'s `ColumnCarries` reads the columns the same way.
fn negative_carries(cols: &[RawColumn], b: i128) -> usize {
    let (mut lo, mut hi, mut negative) = (0i128, 0i128, 0);
    for (terms, constant) in &cols[..cols.len().saturating_sub(1)] {
        let (mut min, mut max) = (constant + lo, constant + hi);
        for &(_, c) in terms {
            let c = i128::from(c) * (b - 1);
            if c > 0 {
                max += c;
            } else {
                min += c;
            }
        }
        lo = min.div_euclid(b) + i128::from(min.rem_euclid(b) != 0);
        hi = max.div_euclid(b);
        negative += usize::from(lo < 0);
    }
    negative
}

/// `D + E + c1 = Y + 10·c2`: the positive terms on the left, the others on
/// the right.
fn column_text(
    terms: &[(usize, i64)],
    constant: i64,
    cin: Option<String>,
    cout: Option<String>,
    base: u32,
    letters: &[Name],
) -> String {
    let mut left: Vec<String> = Vec::new();
    let mut right: Vec<String> = Vec::new();
    for &(l, c) in terms {
        let letter = letters
            .get(l)
            .map_or_else(|| "?".to_owned(), Name::to_string);
        let side = if c > 0 { &mut left } else { &mut right };
        match c.abs() {
            1 => side.push(letter.to_string()),
            2 | 3 => side.extend(std::iter::repeat_n(
                letter.to_string(),
                c.unsigned_abs() as usize,
            )),
            n => side.push(format!("{n}·{letter}")),
        }
    }
    match constant {
        0 => {}
        c if c > 0 => left.push(c.to_string()),
        c => right.push((-c).to_string()),
    }
    if let Some(cin) = cin {
        left.push(cin);
    }
    if let Some(cout) = cout {
        right.push(format!("{base}·{cout}"));
    }
    let side = |s: Vec<String>| {
        if s.is_empty() {
            "0".to_owned()
        } else {
            s.join(" + ")
        }
    };
    format!("{} = {}", side(left), side(right))
}
