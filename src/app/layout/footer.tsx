export function Footer() {
  return (
    <footer className="border-t py-6 text-center text-sm text-muted-foreground">
      <p>A Solana token management dApp</p>
      <p>Built on the Solana blockchain</p>
    </footer>
  );
}
