"""What the scene generators share: writing a scene as the shipped files are written."""
import json
import os


def write_scene(directory, name, scene):
    """Writes `scene` as DIRECTORY/NAME.json (indent 1, a final newline) and says so."""
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, name + ".json")
    with open(path, "w") as f:
        json.dump(scene, f, indent=1)
        f.write("\n")
    print("wrote", os.path.normpath(path))
