"""One screen per step of the game a person looks at."""
