const LandingPage = () => (
  <main className="p-8">
    <h1 className="text-3xl font-semibold">Federation Portal</h1>
  </main>
);

export default LandingPage;
