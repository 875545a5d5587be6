// A bare one-line page, the baseline of bench/public-throughput.ts (same build, same server).
const BenchBarePage = () => <p>ok</p>;

export default BenchBarePage;
