from nvfacts.cli import main

main()
