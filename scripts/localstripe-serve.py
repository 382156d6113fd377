"""Serves localstripe's app on IPv4 loopback, starting from an empty store.

localstripe's own entry point binds an IPv6 socket (which fails where IPv6 is disabled) and reloads the store it
pickled on a previous run (which fails once that file was cut short by a kill). The tests need neither: they make
their own customers and prices, so a fresh store on 127.0.0.1 is all they ask for.
"""

import sys

from aiohttp import web
from localstripe.server import app

web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), access_log=None, print=None)
