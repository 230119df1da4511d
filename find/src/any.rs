//! A finder of any kind, chosen at run time: the command line and the web
//! page read the kind from their input, build an [`AnyFinder`] and hand it
//! a [`UseFinder`], which then runs on the finder of that kind with its
//! own types, as generic code over [`Finder`].

use crate::{FindError, FindOptions, Finder, GridFinder, ProductFinder, SumFinder};

/// The kinds of puzzle a word list is searched for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Sums of words equal to another word ([`SumFinder`]).
    Additions,
    /// Products of words on both sides ([`ProductFinder`]).
    Products,
    /// Squares of `n` by `n` words whose rows and columns are sums
    /// ([`GridFinder`]).
    Grid(usize),
}

impl Kind {
    /// The most addends (words a side for products) unless a front end
    /// asks for another number: 9 for sums and grids, 4 for products.
    ///
    /// ```
    /// use alphametic_find::Kind;
    /// assert_eq!(Kind::Additions.max_addends(), 9);
    /// assert_eq!(Kind::Products.max_addends(), 4);
    /// ```
    pub const fn max_addends(self) -> usize {
        match self {
            Kind::Products => 4,
            Kind::Additions | Kind::Grid(_) => 9,
        }
    }
}

/// Work to do on a finder of whatever kind: [`AnyFinder::apply`] calls
/// [`with`](UseFinder::with) on the finder inside.
pub trait UseFinder {
    /// What the work gives back.
    type Output;

    /// Does the work on `finder`.
    fn with<F: Finder>(self, finder: &F) -> Self::Output;
}

/// A finder of one of the [`Kind`]s.
///
/// ```
/// use alphametic_find::{AnyFinder, FindOptions, Finder, Kind, UseFinder};
///
/// struct Count;
/// impl UseFinder for Count {
///     type Output = usize;
///     fn with<F: Finder>(self, finder: &F) -> usize {
///         finder.iter().count()
///     }
/// }
///
/// let words = ["mars", "venus", "saturn", "uranus", "pluto", "earth"];
/// let options = FindOptions::new().addends(2, 2);
/// let finder = AnyFinder::new(Kind::Additions, words, &options)?;
/// assert_eq!(finder.kind(), Kind::Additions);
/// assert_eq!(finder.apply(Count), 1); // uranus + earth == saturn
/// # Ok::<(), alphametic_find::FindError>(())
/// ```
#[derive(Debug)]
pub enum AnyFinder {
    /// A [`SumFinder`]: additions, or doubly true sums.
    Additions(SumFinder),
    /// A [`ProductFinder`].
    Products(ProductFinder),
    /// A [`GridFinder`], boxed: its tables are large.
    Grid(Box<GridFinder>),
}

impl AnyFinder {
    /// The finder of `kind` over `words`, as that kind's `new` builds it.
    ///
    /// ```
    /// use alphametic_find::{AnyFinder, FindError, FindOptions, Kind};
    ///
    /// let error = AnyFinder::new(Kind::Grid(1), ["a"], &FindOptions::new()).unwrap_err();
    /// assert_eq!(error, FindError::GridSize(1));
    /// ```
    pub fn new<I>(kind: Kind, words: I, options: &FindOptions) -> Result<AnyFinder, FindError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        Ok(match kind {
            Kind::Additions => AnyFinder::Additions(SumFinder::new(words, options)?),
            Kind::Products => AnyFinder::Products(ProductFinder::new(words, options)?),
            Kind::Grid(n) => AnyFinder::Grid(Box::new(GridFinder::new(words, n, options)?)),
        })
    }

    /// The kind of puzzle it finds.
    pub fn kind(&self) -> Kind {
        match self {
            AnyFinder::Additions(_) => Kind::Additions,
            AnyFinder::Products(_) => Kind::Products,
            AnyFinder::Grid(finder) => Kind::Grid(finder.size()),
        }
    }

    /// Runs `work` on the finder inside.
    pub fn apply<U: UseFinder>(&self, work: U) -> U::Output {
        match self {
            AnyFinder::Additions(finder) => work.with(finder),
            AnyFinder::Products(finder) => work.with(finder),
            AnyFinder::Grid(finder) => work.with(finder.as_ref()),
        }
    }

    /// [`Finder::keys`] of the finder inside.
    pub fn keys(&self) -> usize {
        match self {
            AnyFinder::Additions(finder) => finder.keys(),
            AnyFinder::Products(finder) => finder.keys(),
            AnyFinder::Grid(finder) => finder.keys(),
        }
    }

    /// [`Finder::left_out`] of the finder inside, collected.
    ///
    /// ```
    /// use alphametic_find::{AnyFinder, FindOptions, Kind};
    ///
    /// let words = ["send", "more", "money", "MORE"];
    /// let finder = AnyFinder::new(Kind::Products, words, &FindOptions::new())?;
    /// assert_eq!(finder.left_out(), [3]);
    /// # Ok::<(), alphametic_find::FindError>(())
    /// ```
    pub fn left_out(&self) -> Vec<usize> {
        match self {
            AnyFinder::Additions(finder) => finder.left_out().collect(),
            AnyFinder::Products(finder) => finder.left_out().collect(),
            AnyFinder::Grid(finder) => finder.left_out().collect(),
        }
    }
}

impl From<SumFinder> for AnyFinder {
    fn from(finder: SumFinder) -> AnyFinder {
        AnyFinder::Additions(finder)
    }
}
