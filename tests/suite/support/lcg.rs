//! A small deterministic generator, so a test that plays random moves is
//! the same every run.

pub struct Lcg(pub u64);

impl Lcg {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}
