"""The ``dataset`` stage: build the Hub dataset folder from a release, print the benchmark's statistics.

``build.py`` holds the settings records and the functions the API and ``cli.py`` share.
"""
