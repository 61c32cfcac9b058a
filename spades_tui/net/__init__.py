"""Network play: a websocket server that holds the games, and clients that play a seat.

The machine that runs the server holds every card; a client only ever receives its own seat's
view and the events that seat may see (see docs/network.md for the threat model).
"""
