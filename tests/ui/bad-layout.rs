fn main() {
    let _ = alphametic::alphametic!("pkmkh / ?? = ?? | pkm - pmd = xp | xpk - ?? = kh | khh - mbg = k");
    let _ = alphametic::alphametic!("ABC * DE = FGHI, A < B | JKL | MNO");
    let _ = alphametic::alphametic!("AB / C = D? | AB + C = D |");
    let _ = alphametic::alphametic!("A + ?? == ? ? B");
}
