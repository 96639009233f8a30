"""What facts say about each other: the statement ledger and the consensus over it."""
